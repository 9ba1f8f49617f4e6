import { spawn } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The scripts a newcomer starts first fail at once, in one line that names the fix, rather than
 * after a build of minutes or with a stack trace.
 */

/** Runs an npm script; stopped (with its children) if it has not ended within `limitMs`. */
function runScript(script: string, env: Record<string, string>, limitMs = 45_000) {
  return new Promise<{ code: number | null; output: string; stopped: boolean }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    let stopped = false
    const timer = setTimeout(() => {
      stopped = true
      process.kill(-child.pid!, 'SIGTERM')
    }, limitMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output, stopped })
    })
  })
}

describe('a busy port', () => {
  const busy = createServer()
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => busy.listen(0, 'localhost', resolve))
    port = (busy.address() as AddressInfo).port
  })
  afterAll(() => void busy.close())

  // npm run serve is the same script without --build: the same check.
  it('stops npm start before its build, naming the port from PORT and how to choose another', async () => {
    const { code, output, stopped } = await runScript('start', { PORT: String(port) })
    expect(stopped, `npm start was still running: ${output}`).toBe(false)
    expect(code).not.toBe(0)
    expect(output.trim()).toBe(
      `✖ Serve: Port ${port} is busy: another server is using it. Stop that server, or choose another port: PORT=<port> npm start (or npm run serve).`,
    )
  }, 60_000)
})

it('stops npm run preview before its build, naming only the variables not set', async () => {
  // Set but empty: the .env files a developer keeps cannot fill them in.
  const unset = { SANITY_DATASET: '', SANITY_API_READ_TOKEN: '' }
  const env = { ...unset, SANITY_PROJECT_ID: 'set1' }
  const { code, output, stopped } = await runScript('preview', env)
  expect(stopped, `npm run preview was still running: ${output}`).toBe(false)
  expect(code).toBe(1)
  expect(output).toMatch(/^✖ Preview: The preview is not set up yet/)
  for (const name of Object.keys(unset)) expect(output).toContain(name)
  expect(output).not.toContain('SANITY_PROJECT_ID')
  expect(output).not.toMatch(/next build|Creating an optimized/)
}, 60_000)
