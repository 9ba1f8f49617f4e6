import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { loadContent } from '@/seed/content'
import { corpusExpectations } from '@/seed/content/expectations'
import { runSeed } from '@/seed/lib/runSeed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The authored content, seeded once for the run; a test that changes it changes a copy. */
    seededDataset: string
  }
}

/** Seeds the authored content once for every test file that reads it as authored. */
export default async function seedOnce(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'seeded-'))
  await symlink(path.resolve('seed/images'), path.join(dir, 'images'), 'dir')
  const outFile = path.join(dir, 'dataset.ndjson')
  const lines: string[] = []
  const content = await loadContent()
  const log = (line: string) => void lines.push(line)
  if ((await runSeed({ content, outFile, expectations: corpusExpectations, log })) !== 0)
    throw new Error(`The authored content did not seed:\n${lines.join('\n')}`)
  project.provide('seededDataset', outFile)
  return () => rm(dir, { recursive: true, force: true })
}
