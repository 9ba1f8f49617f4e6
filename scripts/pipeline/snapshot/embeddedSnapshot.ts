import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '@/lib/sanity/client'
import { snapshotDatasetName } from '@/lib/content/snapshot'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'
import { assetUses, parseDataset, SnapshotRefused } from '@/scripts/pipeline/snapshot/dataset'

/**
 * The embedded source's snapshot: the seed's dataset file (seeded first when missing or older than
 * seed/, so a fresh clone builds as a static host runs it), or the one CONTENT_DATASET_FILE names,
 * and the images it uses, copied: an `npm run seed` during the build changes nothing in it.
 */

const seedInputs = ['seed/content', 'seed/images', 'seed/lib', 'schemas']

/** The dataset file to copy, seeded first where needed. */
async function datasetToCopy(env: Env, log: (line: string) => void): Promise<string> {
  const named = env.CONTENT_DATASET_FILE
  const file = path.resolve(named ?? 'seed/dataset.ndjson')
  const written = (await stat(file).catch(() => undefined))?.mtimeMs
  if (named) {
    if (written !== undefined) return file
    throw new SnapshotRefused(
      `CONTENT_DATASET_FILE names ${named}, which does not exist. Unset it to build from seed/.`,
    )
  }
  const inputFiles = (await Promise.all(seedInputs.map((dir) => filesUnder(dir)))).flat()
  const times = await Promise.all(inputFiles.map(async (input) => (await stat(input)).mtimeMs))
  const inputs = Math.max(0, ...times)
  if (written !== undefined && written >= inputs) return file
  log(
    `Snapshot: ${written === undefined ? 'no dataset yet' : 'the dataset is older than seed/'}; seeding ${path.relative(process.cwd(), file)}.`,
  )
  // The seed's modules load only when it runs: an up-to-date dataset is copied at once.
  const [{ loadContent }, { corpusExpectations }, { seed }] = await Promise.all([
    import('@/seed/content'),
    import('@/seed/content/expectations'),
    import('@/seed/lib/runSeed'),
  ])
  const { exitCode } = await seed({
    content: loadContent,
    outFile: file,
    expectations: corpusExpectations,
    log,
  })
  if (exitCode !== 0)
    throw new SnapshotRefused('the seed refused the content (problems above); nothing was built.')
  return file
}

export async function takeEmbeddedSnapshot(into: string, env: Env, log: (line: string) => void) {
  const file = await datasetToCopy(env, log)
  const text = await readFile(file, 'utf8')
  const from = path.dirname(file)
  const files = new Set(assetUses(parseDataset(text, file)).map(({ file: image }) => image))
  // Each stays inside the dataset's folder: no later step reads a file outside.
  const outside = [...files].filter(
    (image) =>
      path.isAbsolute(image) ||
      image.split(/[\\/]/).includes('..') ||
      path.normalize(image) !== image,
  )
  if (outside.length > 0)
    throw new SnapshotRefused(
      `${file} names ${outside.length} image(s) outside its folder; run \`npm run seed\` again.`,
      outside.map((image) => JSON.stringify(image.slice(0, 80))),
    )
  await writeFile(path.join(into, snapshotDatasetName), text)
  for (const image of files) {
    await mkdir(path.dirname(path.join(into, image)), { recursive: true })
    // A missing file is reported, with the documents that use it, by the snapshot's own check.
    await copyFile(path.join(from, image), path.join(into, image)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    })
  }
}
