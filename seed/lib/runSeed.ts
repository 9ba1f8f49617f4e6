import path from 'node:path'
import type { CorpusExpectations } from '../content/expectations'
import { buildDataset, type UncheckedContent } from './buildDataset'
import { formatIssue } from './issues'
import { toNdjson, writeAtomically } from './writeDataset'

export interface SeedRun {
  content: UncheckedContent
  /** The dataset file; images are referenced relative to it, in ./images. */
  outFile: string
  expectations?: CorpusExpectations
  log?: (line: string) => void
}

/** Checks the content and writes the dataset; returns the exit code. Nothing is written on any issue. */
export async function runSeed({
  content,
  outFile,
  expectations,
  log = console.log,
}: SeedRun): Promise<number> {
  const result = buildDataset(content, {
    imagesDir: path.join(path.dirname(outFile), 'images'),
    expectations,
  })
  if (!result.ok) {
    log(`The seed found ${result.issues.length} problem(s); the dataset was not written:`)
    for (const issue of result.issues) log(`  ✖ ${formatIssue(issue)}`)
    return 1
  }
  await writeAtomically(outFile, toNdjson(result.documents))
  const byType = new Map<string, number>()
  for (const document of result.documents)
    byType.set(document._type, (byType.get(document._type) ?? 0) + 1)
  const counts = [...byType].map(([type, n]) => `${n} ${type}`).join(', ')
  log(
    `Wrote ${result.documents.length} documents to ${path.relative(process.cwd(), outFile)} (${counts}).`,
  )
  return 0
}
