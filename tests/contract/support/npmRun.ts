import { spawn } from 'node:child_process'
import path from 'node:path'

/** The project's root: where the contract runs start npm scripts, and where out/ is. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..')

/** Where a content source is chosen: a run sets these itself, never inherits the caller's. */
const chosenByTheRun = (name: string) =>
  name.startsWith('SANITY_') || name === 'SITE_URL' || name === 'CONTENT_DATASET_FILE'

/**
 * An npm script of this project with these variables over the caller's, run asynchronously:
 * a stand-in of the Sanity API answering it may run in the caller's own process.
 */
export function npmRun(
  script: string,
  env: Record<string, string> = {},
): Promise<{ status: number; output: string }> {
  const inherited = Object.entries(process.env).filter(([name]) => !chosenByTheRun(name))
  // Next's types make NODE_ENV required; npm sets it for the scripts that need it.
  const variables = { ...Object.fromEntries(inherited), ...env } as NodeJS.ProcessEnv
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: projectRoot, env: variables })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ status: code ?? 1, output }))
  })
}

/** A log line prefixed with the seconds since the run began. */
export function elapsedLog(): (line: string) => void {
  const started = performance.now()
  return (line) =>
    process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`)
}
