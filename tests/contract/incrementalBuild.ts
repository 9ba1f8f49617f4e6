import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { manifestFile } from '@/scripts/build/pageSnapshot'

/**
 * A build that reuses pages must make the very site a build of every page makes. After
 * `npm run build` (which keeps its pages in the build cache), one article's headline changes in
 * a copy of the dataset; the site is built reusing what it can, then again with BUILD_PAGES=all,
 * and the two out/ folders must hold the same files, byte for byte. Last, the site is built
 * again from the real dataset, so out/ is left as it was found. `npm run test:rebuild`.
 */

const root = path.resolve(import.meta.dirname, '../..')
const started = performance.now()
// Beside the real one: the dataset names its images relative to its own folder.
const datasetCopy = path.join(root, 'seed', '.rebuild-test.ndjson')

function log(line: string) {
  process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`)
}

class RebuildFailure extends Error {}

function fail(message: string): never {
  throw new RebuildFailure(message)
}

function build(env: Record<string, string>): string {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) fail(`npm run build failed:\n${output.slice(-3000)}`)
  return output
}

/**
 * Next serialises a page's React payload (the .txt files and the hydration payloads made from
 * it) with its rows and chunk list in an order that varies from one build to the next, so two
 * full builds differ there too; the HTML carries the same chunks and must say the same. The
 * search index is checked by its own step. Everything else is compared byte for byte.
 */
const comparedBytes = (file: string) =>
  !file.endsWith('.txt') &&
  !file.startsWith('_next/static/payload/') &&
  !file.startsWith('pagefind/')
const comparableName = (file: string) =>
  file.startsWith('_next/static/payload/') || file.startsWith('pagefind/')
    ? path.dirname(file)
    : file

function comparable(file: string, text: string): string {
  if (!file.endsWith('.html')) return text
  return text
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/const d=document,s=(\[\[.*?\]\]),P=/, (_, list: string) =>
      [...list.matchAll(/"\/_next\/static\/chunks\/[^"]+"/g)]
        .map(([chunk]) => chunk)
        .sort()
        .join(),
    )
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

if (!existsSync(manifestFile())) {
  console.error(
    `✖ Rebuild: no pages kept by an earlier build (${manifestFile()}); run \`npm run build\` first.`,
  )
  process.exit(1)
}

const scratch = await mkdtemp(path.join(tmpdir(), 'rebuild-'))
try {
  const lines = (await readFile(path.join(root, 'seed', 'dataset.ndjson'), 'utf8')).split('\n')
  const index = lines.findIndex((line) => line.includes('"_type":"article"'))
  if (index < 0) fail('the dataset holds no article.')
  const article = JSON.parse(lines[index]!) as { headline: string; slug: { current: string } }
  const headline = `${article.headline} (revised)`
  lines[index] = JSON.stringify({ ...article, headline })
  await writeFile(datasetCopy, lines.join('\n'))
  const env = { CONTENT_DATASET_FILE: datasetCopy }

  log(`Headline of ${article.slug.current} changed; building, reusing unchanged pages.`)
  const planned = /Pages: (\d+) of (\d+) listed pages to render/.exec(build(env))
  if (!planned) fail('the build did not reuse pages: its plan rendered every page.')
  const [rendered, listed] = [Number(planned[1]), Number(planned[2])]
  if (rendered === 0 || rendered >= listed)
    fail(
      `the plan rendered ${rendered} of ${listed} pages; one changed headline should render some.`,
    )
  const page = await readFile(
    path.join(root, 'out', 'article', `${article.slug.current}.html`),
    'utf8',
  )
  if (!page.includes(headline.replace(/&/g, '&amp;')))
    fail(`out/article/${article.slug.current}.html does not carry the new headline.`)
  await rename(path.join(root, 'out'), path.join(scratch, 'reused'))

  log(`${rendered} of ${listed} pages rendered. Building every page from the same dataset.`)
  build({ ...env, BUILD_PAGES: 'all' })
  const [reused, whole] = await Promise.all([
    filesUnder(path.join(scratch, 'reused')),
    filesUnder(path.join(root, 'out')),
  ])
  const differences: string[] = []
  const reusedSet = new Set(reused.map(comparableName))
  const wholeSet = new Set(whole.map(comparableName))
  for (const file of wholeSet) if (!reusedSet.has(file)) differences.push(`${file}: missing`)
  for (const file of reusedSet) if (!wholeSet.has(file)) differences.push(`${file}: extra`)
  const reusedFiles = new Set(reused)
  for (const file of whole.filter((name) => reusedFiles.has(name) && comparedBytes(name))) {
    const [a, b] = await Promise.all([
      readFile(path.join(scratch, 'reused', file), 'utf8'),
      readFile(path.join(root, 'out', file), 'utf8'),
    ])
    if (comparable(file, a) !== comparable(file, b)) differences.push(`${file}: differs`)
  }
  if (differences.length > 0)
    fail(
      `the build that reused pages differs from the full build in ${differences.length} file(s):\n${differences
        .slice(0, 15)
        .map((line) => `  ${line}`)
        .join('\n')}`,
    )
  log(`Both builds made the same ${whole.length} files.`)
} catch (error) {
  if (!(error instanceof RebuildFailure)) throw error
  console.error(`✖ Rebuild: ${error.message}`)
  process.exitCode = 1
} finally {
  await rm(datasetCopy, { force: true })
  await rm(scratch, { recursive: true, force: true })
}

if (process.exitCode !== 1) {
  log('Building again from the real dataset.')
  build({})
  log('Done.')
}
