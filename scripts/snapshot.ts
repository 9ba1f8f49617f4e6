import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  defaultSnapshotDir,
  handedSnapshot,
  snapshotDatasetName,
  snapshotRecordName,
  type SnapshotRecord,
} from '../lib/content/snapshot'
import { assetUses } from './build/snapshot/assetFiles'
import { checkImages } from './build/snapshot/checkImages'
import { takeEmbeddedSnapshot } from './build/snapshot/embeddedSnapshot'
import { parseDataset } from './build/snapshot/parseDataset'
import { SnapshotRefused } from './build/snapshot/refused'
import { snapshotHash } from './build/snapshot/snapshotHash'

/**
 * The first step of `npm run build` (and of `npm run dev`): the whole published dataset, taken
 * once into one folder (CONTENT_SNAPSHOT, default .cache/snapshot) that every later step reads
 * and nothing else. Hosted when SANITY_PROJECT_ID and SANITY_DATASET are set (Sanity's export),
 * else the seed's file. Its images are checked, a hosted one is checked by the Studio's rules,
 * and it is recorded by hash in snapshot.json. It is written beside its place and moved there
 * whole: a refused or failed snapshot leaves none, so no later step can read an old one.
 */

const target = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
const partial = `${target}.partial`
const source: SnapshotRecord['source'] =
  process.env.SANITY_PROJECT_ID || process.env.SANITY_DATASET ? 'hosted' : 'embedded'

async function take(): Promise<SnapshotRecord> {
  const started = performance.now()
  await rm(target, { recursive: true, force: true })
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  // The hosted modules load Sanity's client, export and Studio schema: only when needed.
  if (source === 'hosted')
    await (await import('./build/snapshot/hostedSnapshot')).takeHostedSnapshot(partial)
  else await takeEmbeddedSnapshot(partial, (line) => console.log(line))

  const file = path.join(partial, snapshotDatasetName)
  const text = await readFile(file, 'utf8')
  const documents = parseDataset(text, snapshotDatasetName)
  const uses = assetUses(documents)
  const imageProblems = await checkImages(partial, uses, source)
  if (imageProblems.length > 0)
    throw new SnapshotRefused(
      `${imageProblems.length} image use(s) cannot be shown; nothing was built:`,
      imageProblems,
    )
  if (source === 'hosted')
    await (await import('./build/snapshot/hostedChecks')).checkHostedSnapshot(file, process.env)
  const images = [...new Set(uses.map(({ file: image }) => image))]
  const record: SnapshotRecord = {
    hash: await snapshotHash(partial, text, images),
    source,
    documents: documents.length,
    images: images.length,
    takenAt: new Date().toISOString(),
  }
  await writeFile(path.join(partial, snapshotRecordName), `${JSON.stringify(record, null, 2)}\n`)
  await rename(partial, target)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Snapshot: ${source === 'hosted' ? 'the hosted dataset' : 'the embedded dataset'}, ${record.documents} documents and ${record.images} images, ${record.hash.slice(0, 19)}…, taken in ${seconds}s (${path.relative(process.cwd(), target)}).`,
  )
  return record
}

try {
  await take()
} catch (error) {
  await rm(partial, { recursive: true, force: true })
  if (!(error instanceof SnapshotRefused)) {
    console.error(
      `✖ Snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    )
    process.exit(1)
  }
  console.error(`✖ Snapshot: ${error.message}`)
  for (const problem of error.problems) console.error(`  ✖ ${problem}`)
  process.exit(1)
}
