import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { loadContent } from '@/seed/content'
import { corpusExpectations } from '@/seed/content/expectations'
import { importCommand } from '@/seed/import/command'
import { seed } from '@/seed/lib/runSeed'
import { withSyntheticArticles } from '@/seed/synthetic'

const usage = `Usage: npm run seed [-- --import [--dry-run]] [-- --synthetic N]
  (no flags)  check seed/content and write seed/dataset.ndjson
  --synthetic N  add N synthetic articles (one card each) to measure how the build scales;
              the corpus counts of the published site are then not enforced
  --import    then import it into the Sanity dataset named by SANITY_PROJECT_ID and
              SANITY_DATASET, with SANITY_API_WRITE_TOKEN
  --dry-run   with --import: print what the import would change, and write nothing`

const seedDir = path.dirname(fileURLToPath(import.meta.url))
const log = (line: string) => process.stderr.write(`${line}\n`)

function flags() {
  try {
    const { values } = parseArgs({
      options: {
        import: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        synthetic: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    })
    if (values['dry-run'] && !values.import) throw new Error('--dry-run goes with --import.')
    if (values.synthetic !== undefined && !/^\d+$/.test(values.synthetic))
      throw new Error('--synthetic takes a whole number of articles.')
    if (values.synthetic !== undefined && values.import)
      throw new Error('--synthetic is for local benchmarks; it does not go with --import.')
    return values
  } catch (error) {
    log(`${(error as Error).message}\n${usage}`)
    process.exit(2)
  }
}

const options = flags()
if (options.help) {
  log(usage)
  process.exit(0)
}
const dryRun = options['dry-run']
const synthetic = Number(options.synthetic ?? 0)
const seeded = await seed({
  // Loaded inside the seed, so that a module that fails to load is named in one line.
  content:
    synthetic > 0 ? async () => withSyntheticArticles(await loadContent(), synthetic) : loadContent,
  outFile: path.join(seedDir, 'dataset.ndjson'),
  expectations: synthetic > 0 ? undefined : corpusExpectations,
  log,
  // A dry run writes nothing at all, the local file included.
  write: !dryRun,
})
if (seeded.exitCode !== 0 || !options.import || !seeded.documents) process.exit(seeded.exitCode)
process.exit(
  await importCommand({
    // The seed's documents are plain JSON by construction (they are written as NDJSON).
    documents: seeded.documents as DatasetDocument[],
    baseDir: seedDir,
    env: process.env,
    dryRun,
    log,
  }),
)
