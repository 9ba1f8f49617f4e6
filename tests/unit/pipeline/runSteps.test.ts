import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSteps, stopRunningStep } from '@/scripts/pipeline/runSteps'

/** Whether a process still runs (signal 0 sends nothing). */
function runs(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a build told to stop', () => {
  it('stops the running step, and returns only once it has ended', async () => {
    const pidFile = path.join(await mkdtemp(path.join(tmpdir(), 'step-')), 'pid')
    const longStep = {
      name: 'Long step',
      command: process.execPath,
      args: [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setTimeout(() => {}, 60000)`,
      ],
    }
    const finished = runSteps([longStep], '/nowhere')
    await expect.poll(() => existsSync(pidFile), { timeout: 10_000 }).toBe(true)
    const pid = Number(readFileSync(pidFile, 'utf8'))
    expect(runs(pid)).toBe(true)
    await stopRunningStep('SIGTERM')
    expect(runs(pid)).toBe(false)
    expect(await finished).toEqual({ failed: 'Long step' })
  })
})
