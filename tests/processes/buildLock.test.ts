import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { snapshotVariable } from '@/lib/content/snapshot'
import { lockFile, processIdentity, recordStep, takeBuildLock } from '@/scripts/pipeline/buildLock'

const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')

/** The id of a process that has ended: what a killed build leaves in its lock. */
async function endedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

describe('the build lock', () => {
  // A second build, and whatever else writes what a build reads: its snapshot, its media.
  it.each([
    ['scripts/build.ts', 'Build'],
    ['scripts/dev.ts', 'Dev'],
    ['scripts/steps/snapshot.ts', 'Snapshot'],
    ['scripts/refreshFixtures.ts', 'Fixtures'],
  ])(
    'stops %s with one line naming the running build, and leaves out/ alone',
    async (script, says) => {
      const root = await mkdtemp(path.join(tmpdir(), 'lock-'))
      // This test's own process is the running build.
      const release = await takeBuildLock(root)
      await mkdir(path.join(root, 'out'))
      const record = JSON.stringify({ hash: 'the-running-builds' })
      await writeFile(path.join(root, 'out', 'snapshot.json'), record)
      // Run by hand, as a developer would: no snapshot handed by a build. Next's types make
      // NODE_ENV required; the scripts set their own.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== snapshotVariable),
      ) as NodeJS.ProcessEnv
      // tsx reads `@/` from the tsconfig.json of the folder it runs in; this one is elsewhere.
      env.TSX_TSCONFIG_PATH = path.resolve('tsconfig.json')
      const second = await run(tsx, [path.resolve(script)], { cwd: root, env }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      )
      expect(second.code).toBe(1)
      expect(second.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^✖ ${says}: another build \\(process ${process.pid}, started .+\\) is running`,
          ),
        ),
      ])
      expect(await readFile(path.join(root, 'out', 'snapshot.json'), 'utf8')).toBe(record)
      release()
      expect(existsSync(lockFile(root))).toBe(false)
    },
    60_000,
  )

  it("clears a killed build's lock with one line, and holds it", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lock-'))
    const dead = await endedProcess()
    await mkdir(path.dirname(lockFile(root)), { recursive: true })
    await writeFile(lockFile(root), JSON.stringify({ pid: dead, started: 'earlier' }))
    const said: string[] = []
    const release = await takeBuildLock(root, (line) => said.push(line))
    expect(said).toEqual([
      `Build: cleared a stale lock of process ${dead} (started earlier), which is no longer running.`,
    ])
    const holder = JSON.parse(await readFile(lockFile(root), 'utf8')) as { pid: number }
    expect(holder.pid).toBe(process.pid)
    release()
  })

  it('takes a lock whose process id now belongs to another process for stale', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lock-'))
    const identity = processIdentity(process.pid)
    // Where /proc is there to tell processes apart (Linux, where the build runs).
    expect(identity).toMatch(/^[\w-]+\/\d+$/)
    await mkdir(path.dirname(lockFile(root)), { recursive: true })
    // A killed build's lock, its id since given to this very process.
    const killed = { pid: process.pid, started: 'earlier', identity: `${identity}0` }
    await writeFile(lockFile(root), JSON.stringify(killed))
    const said: string[] = []
    const release = await takeBuildLock(root, (line) => said.push(line))
    expect(said).toEqual([
      `Build: cleared a stale lock of process ${process.pid} (started earlier), which is no longer running.`,
    ])
    release()
  })

  it('stops the step a killed build left running before it goes on', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lock-'))
    // A build with one step that outlives it: it takes the lock and runs a step, as the build does.
    await writeFile(
      path.join(root, 'build.mts'),
      `import { takeBuildLock } from '@/scripts/pipeline/buildLock'
import { runSteps } from '@/scripts/pipeline/runSteps'
await takeBuildLock()
await runSteps([{ name: 'Long step', command: 'sleep', args: ['60'] }], '.')`,
    )
    const env = { ...process.env, TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') }
    const build = spawn(tsx, ['build.mts'], { cwd: root, env, stdio: 'ignore' })
    const stepFile = `${lockFile(root)}.step`
    while (!existsSync(stepFile) && build.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(build.exitCode, 'the build ended before its step started').toBeNull()
    const { pid } = JSON.parse(await readFile(stepFile, 'utf8')) as { pid: number }
    // The build's own process, named by its lock, killed outright (as the OOM killer does): it
    // cannot stop its step.
    const holder = JSON.parse(await readFile(lockFile(root), 'utf8')) as { pid: number }
    process.kill(holder.pid, 'SIGKILL')
    await new Promise((resolve) => build.on('exit', resolve))
    expect(() => process.kill(-pid, 0)).not.toThrow()
    const said: string[] = []
    const release = await takeBuildLock(root, (line) => said.push(line))
    expect(said).toContain(
      `Build: stopped the step "Long step" (process ${pid}) that a killed build left running.`,
    )
    expect(() => process.kill(-pid, 0)).toThrow()
    release()
  }, 60_000)

  it('leaves running a step started without the lock, as npm run dev starts next dev', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lock-'))
    const release = await takeBuildLock(root)
    release()
    const server = spawn('sleep', ['60'], { detached: true })
    try {
      await recordStep('next dev', server.pid!, root)
      const said: string[] = []
      ;(await takeBuildLock(root, (line) => said.push(line)))()
      expect(said).toEqual([])
      expect(server.exitCode ?? server.signalCode).toBeNull()
    } finally {
      server.kill()
    }
  })
})
