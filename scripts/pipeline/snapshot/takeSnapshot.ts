import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '@/lib/sanity/client'
import {
  snapshotDatasetName,
  snapshotRecordName,
  type SnapshotRecord,
} from '@/lib/content/snapshot'
import { checkImages } from '@/scripts/pipeline/snapshot/checkImages'
import {
  assetUses,
  parseDataset,
  publishedProblems,
  SnapshotRefused,
} from '@/scripts/pipeline/snapshot/dataset'
import { editorialNotes } from '@/scripts/pipeline/snapshot/editorialNotes'
import { takeEmbeddedSnapshot } from '@/scripts/pipeline/snapshot/embeddedSnapshot'

/**
 * Takes the whole published dataset into `target`: hosted when the environment names a Sanity
 * project or dataset, else the seed's file. Its images are checked, a hosted one by the Studio's
 * rules too, and it is named by a sha256 of its dataset and images in snapshot.json. It is written
 * beside its place and moved there whole: a refused snapshot leaves none. Refusals throw
 * SnapshotRefused; `refusalLines` words them.
 */
export async function takeSnapshot(
  target: string,
  env: Env,
  log: (line: string) => void,
): Promise<SnapshotRecord> {
  const partial = `${target}.partial`
  const source = env.SANITY_PROJECT_ID || env.SANITY_DATASET ? 'hosted' : 'embedded'
  await rm(target, { recursive: true, force: true })
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    // Sanity's client, export and Studio schema load only for a hosted dataset.
    const hosted =
      source === 'hosted' ? await import('@/scripts/pipeline/snapshot/hostedSnapshot') : null
    if (hosted) await hosted.takeHostedSnapshot(partial, env)
    else await takeEmbeddedSnapshot(partial, env, log)

    const file = path.join(partial, snapshotDatasetName)
    const text = await readFile(file, 'utf8')
    const documents = parseDataset(text, snapshotDatasetName)
    const uses = assetUses(documents)
    // Every problem at once: an editor fixes them in one pass, not one refusal after another.
    const imageProblems = await checkImages(partial, uses, source)
    const studio = await hosted?.checkHostedSnapshot(file, env).catch((error: unknown) => {
      // The Studio's rules read the images too: one that cannot be read is the thing to fix.
      if (error instanceof SnapshotRefused || imageProblems.length === 0) throw error
      return []
    })
    const problems = [...imageProblems, ...(studio ?? [])]
    if (problems.length > 0)
      throw new SnapshotRefused(
        studio?.length
          ? publishedProblems(problems.length)
          : `${problems.length} image use(s) cannot be shown; nothing was built:`,
        problems,
      )
    for (const note of editorialNotes(documents)) log(note)
    const images = [...new Set(uses.map(({ file: image }) => image))].sort()
    const hash = createHash('sha256').update('dataset\0').update(text)
    for (const image of images)
      hash.update(`\0${image}\0`).update(await readFile(path.join(partial, image)))
    const record: SnapshotRecord = {
      hash: `sha256:${hash.digest('hex')}`,
      source,
      documents: documents.length,
      images: images.length,
      takenAt: new Date().toISOString(),
    }
    await writeFile(path.join(partial, snapshotRecordName), `${JSON.stringify(record, null, 2)}\n`)
    await rename(partial, target)
    log(
      `Snapshot: the ${source} dataset, ${record.documents} documents and ${record.images} images, ${record.hash.slice(0, 19)}… (${path.relative(process.cwd(), target)}).`,
    )
    return record
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

/** What a failed snapshot says: one ✖ line, and one for each problem behind it; never a trace. */
export function refusalLines(error: unknown): string[] {
  if (!(error instanceof SnapshotRefused))
    return [`✖ Snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]
  return [`✖ Snapshot: ${error.message}`, ...error.problems.map((problem) => `  ✖ ${problem}`)]
}
