import path from 'node:path'
import { writeWhole } from '@/scripts/pipeline/derivedCache'
import type { CorpusExpectations } from '@/seed/content/expectations'
import { buildDataset } from '@/seed/lib/buildDataset'
import type { UncheckedContent } from '@/seed/lib/checks/checker'
import { formatIssue } from '@/seed/lib/issues'
import { ContentLoadError } from '@/seed/lib/loadModules'
import type { SanityDocument } from '@/seed/lib/toDocuments'

export interface SeedRun {
  /** The content, or what loads it: a module that fails to load is then reported like a problem. */
  content: UncheckedContent | (() => Promise<UncheckedContent>)
  /** The dataset file; images are referenced relative to it, in ./images. */
  outFile: string
  expectations?: CorpusExpectations
  log?: (line: string) => void
  /** False checks the content without writing the file (an import's dry run). */
  write?: boolean
}

export interface SeedResult {
  exitCode: number
  /** The dataset's documents, when every check passed. */
  documents?: SanityDocument[]
}

/** Checks the content and writes the dataset. Nothing is written on any issue. */
export async function seed({
  content,
  outFile,
  expectations,
  log = console.log,
  write = true,
}: SeedRun): Promise<SeedResult> {
  let loaded: UncheckedContent
  try {
    loaded = typeof content === 'function' ? await content() : content
  } catch (error) {
    if (!(error instanceof ContentLoadError)) throw error
    log(
      `The seed could not load ${error.problems.length} content module(s); the dataset was not written:`,
    )
    for (const problem of error.problems) log(`  ✖ ${problem}`)
    return { exitCode: 1 }
  }
  const result = await buildDataset(loaded, {
    imagesDir: path.join(path.dirname(outFile), 'images'),
    expectations,
  })
  if (!result.ok) {
    log(`The seed found ${result.issues.length} problem(s); the dataset was not written:`)
    for (const issue of result.issues) log(`  ✖ ${formatIssue(issue)}`)
    return { exitCode: 1 }
  }
  const byType = new Map<string, number>()
  for (const document of result.documents)
    byType.set(document._type, (byType.get(document._type) ?? 0) + 1)
  const counts = [...byType].map(([type, n]) => `${n} ${type}`).join(', ')
  if (write) {
    // One JSON document per line, sorted by id: the same documents give the same bytes.
    await writeWhole(
      outFile,
      result.documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
    )
    log(
      `Wrote ${result.documents.length} documents to ${path.relative(process.cwd(), outFile)} (${counts}).`,
    )
  } else log(`Checked ${result.documents.length} documents (${counts}); the file was not written.`)
  return { exitCode: 0, documents: result.documents }
}

/** Checks the content and writes the dataset; returns the exit code. */
export async function runSeed(run: SeedRun): Promise<number> {
  return (await seed(run)).exitCode
}
