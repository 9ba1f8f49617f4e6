import { spawn } from 'node:child_process'
import { watchProcessTreeMemory } from '@/scripts/bench/processTreeMemory'

export interface BuildFigures {
  seconds: number
  /** The most memory the build's processes held at once, in MiB (null where it cannot be read). */
  peakMiB: number | null
}

/** Runs an npm script and reports its wall time and peak memory (see processTreeMemory). */
export function measureNpmScript(
  script: string,
  scriptArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<BuildFigures> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...scriptArgs], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const memory = child.pid === undefined ? null : watchProcessTreeMemory(child.pid)
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const peakMiB = memory?.stop() ?? null
      if (code !== 0)
        return reject(new Error(`npm run ${script} failed (exit ${code}):\n${stderr.slice(-2000)}`))
      resolve({ seconds: (performance.now() - started) / 1000, peakMiB })
    })
  })
}
