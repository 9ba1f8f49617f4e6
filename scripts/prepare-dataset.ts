import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  importMarkerId,
  unfinishedImportMessage,
  unfinishedImportQuery,
} from '../lib/content/hosted/importMarker'
import { contentSource, datasetFile, runRawQuery } from '../lib/content/source'
import { checkDocuments, documentTypes } from '../schemas/checkDocuments'
import { loadContent } from '../seed/content'
import { corpusExpectations } from '../seed/content/expectations'
import { seed } from '../seed/lib/runSeed'

/**
 * The first step of `npm run build`. With no hosted project configured, the embedded dataset
 * is written from seed/ when it is missing or older than what it is made from, so the build
 * works on a fresh clone as a static host runs it; a dataset named by CONTENT_DATASET_FILE is
 * used as it is. A hosted dataset is checked by the Studio's own rules first: a document an
 * editor published in a state the site cannot show stops the build, named with its field,
 * and nothing is deployed; so does an import that has not finished (importMarker.ts).
 */

const seedInputs = ['seed/content', 'seed/images', 'seed/lib', 'schemas'].map((dir) =>
  path.resolve(dir),
)

async function newestChange(dir: string): Promise<number> {
  let newest = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name))
    newest = Math.max(newest, mtimeMs)
  }
  return newest
}

const published = `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`

async function checkHostedDataset(): Promise<number> {
  const [unfinishedImport, documents, ids] = await Promise.all([
    runRawQuery<{ startedAt?: string } | null>(unfinishedImportQuery, { id: importMarkerId }),
    runRawQuery<{ _id: string; _type: string }[]>(`*[_type in $types && ${published}]`, {
      types: documentTypes,
    }),
    runRawQuery<string[]>(`*[${published}]._id`),
  ])
  // Half old, half new: the build must not publish a dataset an import is still writing.
  if (unfinishedImport !== null) {
    const { SANITY_PROJECT_ID: projectId = '', SANITY_DATASET: dataset = '' } = process.env
    console.error(
      `✖ Dataset: ${unfinishedImportMessage({ projectId, dataset }, unfinishedImport.startedAt ?? 'an unknown time')}`,
    )
    return 1
  }
  const problems = await checkDocuments(documents, new Set(ids))
  if (problems.length === 0) {
    console.log(`Dataset: the hosted one, ${documents.length} published documents checked.`)
    return 0
  }
  console.error(
    `✖ Dataset: ${problems.length} problem(s) in published documents; nothing was built. Fix them in the Studio and publish again:`,
  )
  for (const { id, field, message } of problems) console.error(`  ✖ ${id} › ${field}: ${message}`)
  return 1
}

async function prepareDataset(): Promise<number> {
  if (contentSource() === 'hosted') return checkHostedDataset()
  const file = datasetFile()
  const written = await stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  )
  if (process.env.CONTENT_DATASET_FILE) {
    if (written !== undefined) return 0
    console.error(
      `✖ Dataset: CONTENT_DATASET_FILE names ${file}, which does not exist. Unset it to build from seed/.`,
    )
    return 1
  }
  const inputs = Math.max(...(await Promise.all(seedInputs.map(newestChange))))
  if (written !== undefined && written >= inputs) {
    console.log(`Dataset: ${path.relative(process.cwd(), file)} is up to date.`)
    return 0
  }
  console.log(
    `Dataset: ${written === undefined ? 'none yet' : 'older than seed/'}; seeding ${path.relative(process.cwd(), file)}.`,
  )
  const { exitCode } = await seed({
    content: await loadContent(),
    outFile: file,
    expectations: corpusExpectations,
  })
  return exitCode
}

try {
  process.exit(await prepareDataset())
} catch (error) {
  console.error(`✖ Dataset: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
