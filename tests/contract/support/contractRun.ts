import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'

/** The project's root: where the contract runs start npm scripts, and where out/ is. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..')

/** Where a content source is chosen: a run sets these itself, never inherits the caller's. */
const chosenByTheRun = (name: string) =>
  name.startsWith('SANITY_') || name === 'SITE_URL' || name === 'CONTENT_DATASET_FILE'

/**
 * An npm script of this project with these variables over the caller's, and these arguments, run
 * asynchronously: a stand-in of the Sanity API answering it may run in the caller's own process.
 */
export function npmRun(
  script: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ status: number; output: string }> {
  const inherited = Object.entries(process.env).filter(([name]) => !chosenByTheRun(name))
  // Next's types make NODE_ENV required; npm sets it for the scripts that need it.
  const variables = { ...Object.fromEntries(inherited), ...env } as NodeJS.ProcessEnv
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--', ...args], { cwd: projectRoot, env: variables })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ status: code ?? 1, output }))
  })
}

/** A check of a contract run that did not hold: said in one line, never as a stack. */
export class ContractFailure extends Error {}

export function fail(message: string): never {
  throw new ContractFailure(message)
}

/** The seed's dataset as the seed writes it, its images files beside it in seed/images. */
export async function seedDocuments(): Promise<DatasetDocument[]> {
  const file = path.join(projectRoot, 'seed', 'dataset.ndjson')
  if (!existsSync(file)) {
    const seeded = await npmRun('seed')
    if (seeded.status !== 0) fail(`npm run seed failed:\n${seeded.output.slice(-3000)}`)
  }
  return parseDataset(await readFile(file, 'utf8'), file)
}
