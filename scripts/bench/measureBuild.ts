import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface BuildFigures {
  seconds: number
  /** Largest resident set of any process of the build, in MiB (null where it cannot be read). */
  peakMiB: number | null
}

/** Runs an npm script and reports its wall time and peak memory (GNU time where available). */
export function measureNpmScript(
  script: string,
  scriptArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<BuildFigures> {
  const withTime = existsSync('/usr/bin/time')
  const command = withTime ? '/usr/bin/time' : 'npm'
  const args = withTime
    ? ['-f', '__peak_kib=%M', 'npm', 'run', '--silent', script, '--', ...scriptArgs]
    : ['run', '--silent', script, '--', ...scriptArgs]
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`npm run ${script} failed (exit ${code}):\n${stderr.slice(-2000)}`))
      const kib = /__peak_kib=(\d+)/.exec(stderr)?.[1]
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakMiB: kib ? Math.round(Number(kib) / 1024) : null,
      })
    })
  })
}
