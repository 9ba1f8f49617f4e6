import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as pagefind from 'pagefind'
import { pagefindFiles, type BundleList } from '@/app/search/pagefindApi'
import { paths } from '@/schemas/vocabulary'
import { firstSearchFiles } from '@/scripts/pipeline/firstSearchFiles'
import { eachFile, eachFileInOrder } from '@/scripts/pipeline/htmlFiles'
import { searchableDocument } from '@/scripts/pipeline/searchableDocument'
import {
  articlesPerSearchBundle,
  bundleBasePath,
  publishedMark,
  searchBundles,
  type SearchableArticle,
} from '@/scripts/pipeline/searchBundles'

/**
 * After `next build`: the full-text search index (Pagefind) over the article pages only, each
 * under its clean URL, written to out/pagefind/ (in bundles of at most 5,000 articles, see
 * searchBundles, listed in out/pagefind/bundles.json). Only what an article page marks with
 * data-pagefind-body is indexed: headline, standfirst, body and sources. The step fails when an
 * article page is missing its marks or Pagefind refuses a page.
 *
 * `tsx scripts/steps/searchIndex.ts [outDir] [--articles-per-bundle N]`
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'articles-per-bundle': { type: 'string', default: String(articlesPerSearchBundle) } },
})
const outDir = path.resolve(positionals[0] ?? 'out')
const articleDir = path.join(outDir, path.dirname(paths.article('x')).slice(1))
const indexDir = path.join(outDir, pagefindFiles.bundlesRoot.slice(1))

async function fail(message: string): Promise<never> {
  await pagefind.close()
  console.error(`✖ Search: ${message}`)
  process.exit(1)
}

interface ArticlePage extends SearchableArticle {
  file: string
}

const urlOf = (file: string) => paths.article(file.replace(/\.html$/, ''))
const readArticle = (file: string) => readFile(path.join(articleDir, file), 'utf8')

/** The page's publish instant, once its search marks are checked. */
async function checkedArticle(file: string): Promise<ArticlePage> {
  const url = urlOf(file)
  const content = await readArticle(file)
  if (!content.includes('data-pagefind-body'))
    return fail(`${url} has no data-pagefind-body: the article template lost its search marks.`)
  const published = publishedMark(content)
  if (!published)
    return fail(
      `${url} has no data-pagefind-sort="published:…" with a date, for the newest-first order.`,
    )
  return { file, url, published }
}

/**
 * Pagefind's ready-made interfaces and its worker: the site has its own interface and runs
 * Pagefind on the search page's thread (app/search/pagefind.ts), so they are not shipped.
 */
const unshipped = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./

/**
 * One bundle, in a Pagefind process of its own, so its memory is gone before the next: its
 * words and the files its first search reads.
 */
async function writeBundle(
  articles: readonly ArticlePage[],
  basePath: string,
): Promise<{ words: number; firstFiles: string[] }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) return fail(`Pagefind could not start: ${errors.join('; ')}`)
  let words = 0
  // Pagefind numbers pages in the order they are added, and names its files by what it writes:
  // pages go in one at a time, in the bundle's order, so one content always makes one index.
  await eachFileInOrder(
    articles,
    async ({ file, url }) => {
      try {
        return searchableDocument(await readArticle(file), url)
      } catch (error) {
        return fail((error as Error).message)
      }
    },
    async (document, { url }) => {
      const added = await index.addHTMLFile({ url, content: document })
      if (added.errors.length) await fail(`${url}: ${added.errors.join('; ')}`)
      if (!added.file.meta.title)
        await fail(`${url} has no title marked for search (data-pagefind-meta="title").`)
      words += added.file.uniqueWords
    },
  )
  // Written from Pagefind's in-memory copy (getFiles): its writeFiles in 1.5.2 can answer before
  // its bytes are on disk, and closing it then ships torn files (Pagefind issue 1271).
  const written = await index.getFiles()
  await pagefind.close()
  if (written.errors.length) await fail(written.errors.join('; '))
  const bundleDir = path.join(outDir, basePath.slice(1))
  for (const { path: file, content } of written.files)
    if (!unshipped.test(path.basename(file))) {
      await mkdir(path.dirname(path.join(bundleDir, file)), { recursive: true })
      await writeFile(path.join(bundleDir, file), content)
    }
  try {
    const webAssembly = basePath === pagefindFiles.bundlesRoot
    return { words, firstFiles: await firstSearchFiles(bundleDir, basePath, { webAssembly }) }
  } catch (error) {
    return fail((error as Error).message)
  }
}

const started = performance.now()
const files = (await readdir(articleDir)).filter((file) => file.endsWith('.html')).sort()
if (files.length === 0)
  await fail(
    `no article pages in ${path.relative(process.cwd(), articleDir)}; run \`next build\` first.`,
  )

// First pass: each article's publish instant, to cut the bundles newest first.
const articles: ArticlePage[] = []
await eachFile(files, async (file) => void articles.push(await checkedArticle(file)))
let bundles: ArticlePage[][]
try {
  bundles = searchBundles(articles, Number(values['articles-per-bundle']))
} catch (error) {
  bundles = await fail((error as Error).message)
}

await rm(indexDir, { recursive: true, force: true })
let words = 0
const firstFiles: BundleList['firstFiles'] = {}
for (const [index, bundle] of bundles.entries()) {
  const written = await writeBundle(bundle, bundleBasePath(index))
  words += written.words
  firstFiles[bundleBasePath(index)] = written.firstFiles
}
const list: BundleList = { bundles: bundles.map((_, index) => bundleBasePath(index)), firstFiles }
await writeFile(path.join(outDir, pagefindFiles.bundles.slice(1)), JSON.stringify(list))

console.log(
  `Search: ${files.length} articles indexed (${words} words) in ${bundles.length} bundle${bundles.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)}s (out/pagefind).`,
)
