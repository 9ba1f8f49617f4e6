import { spawn } from 'node:child_process'
import { watchProcessTreeMemory } from '@/scripts/bench/processTreeMemory'

export interface BuildFigures {
  seconds: number
  /** The most memory the build's processes held at once, in MiB (null where it cannot be read). */
  peakMiB: number | null
  stdout: string
}

/** Runs a command and reports its wall time, peak memory (see processTreeMemory) and output. */
export function measureCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<BuildFigures> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const memory = child.pid === undefined ? null : watchProcessTreeMemory(child.pid)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const peakMiB = memory?.stop() ?? null
      if (code !== 0)
        return reject(
          new Error(
            `${[command, ...args].join(' ')} failed (exit ${code}):\n${(stdout + stderr).slice(-2000)}`,
          ),
        )
      resolve({ seconds: (performance.now() - started) / 1000, peakMiB, stdout })
    })
  })
}

export const measureNpmScript = (
  script: string,
  scriptArgs: string[] = [],
  env: Record<string, string> = {},
) => measureCommand('npm', ['run', '--silent', script, '--', ...scriptArgs], env)
