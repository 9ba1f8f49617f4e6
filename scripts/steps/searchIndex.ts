import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as pagefind from 'pagefind'
import { pagefindFiles, type BundleList } from '@/app/search/pagefindApi'
import { paths } from '@/schemas/vocabulary'
import { firstSearchFiles } from '@/scripts/pipeline/firstSearchFiles'
import { eachFile } from '@/scripts/pipeline/htmlFiles'
import { searchableDocument } from '@/scripts/pipeline/searchableDocument'
import {
  articlesPerSearchBundle,
  bundleBasePath,
  publishedMark,
  searchBundles,
  type SearchableArticle,
} from '@/scripts/pipeline/searchBundles'

/**
 * The full-text search index (Pagefind) over the article pages only, each under its clean URL,
 * in bundles listed in out/pagefind/bundles.json (searchBundles). Only what an article marks
 * with data-pagefind-body is indexed. A page without its marks, or refused, stops the build.
 *
 * `tsx scripts/steps/searchIndex.ts [outDir] [--articles-per-bundle N]`
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'articles-per-bundle': { type: 'string', default: String(articlesPerSearchBundle) } },
})
const outDir = path.resolve(positionals[0] ?? 'out')
const articleDir = path.join(outDir, path.dirname(paths.article('x')).slice(1))
const readArticle = (file: string) => readFile(path.join(articleDir, file), 'utf8')

type ArticlePage = SearchableArticle & { file: string }

/** Pagefind's ready-made interfaces and worker: the site runs its own (app/search/pagefind.ts). */
const unshipped = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./

/** One bundle, in a Pagefind process of its own, so its memory is gone before the next. */
async function writeBundle(articles: readonly ArticlePage[], basePath: string) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  // Pagefind numbers pages in the order they are added, and names its files by what it writes:
  // one at a time, in the bundle's order, so one content always makes one index. The next page
  // is read while Pagefind adds this one (1.2 s of 2,000 pages' reading, otherwise in series).
  const read = (article?: ArticlePage) => {
    const document =
      article && readArticle(article.file).then((html) => searchableDocument(html, article.url))
    void document?.catch(() => undefined) // awaited in its turn
    return document
  }
  let next = read(articles[0])
  for (const [position, { url }] of articles.entries()) {
    const content = (await next)!
    next = read(articles[position + 1])
    const added = await index.addHTMLFile({ url, content })
    if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`)
    if (!added.file.meta.title)
      throw new Error(`${url} has no title marked for search (data-pagefind-meta="title").`)
  }
  // From Pagefind's in-memory copy (getFiles): its writeFiles in 1.5.2 can answer before its
  // bytes are on disk, and closing it then ships torn files (Pagefind issue 1271).
  const written = await index.getFiles()
  await pagefind.close()
  if (written.errors.length) throw new Error(written.errors.join('; '))
  const bundleDir = path.join(outDir, basePath.slice(1))
  for (const { path: file, content } of written.files)
    if (!unshipped.test(path.basename(file))) {
      await mkdir(path.dirname(path.join(bundleDir, file)), { recursive: true })
      await writeFile(path.join(bundleDir, file), content)
    }
  const webAssembly = basePath === pagefindFiles.bundlesRoot
  return firstSearchFiles(bundleDir, basePath, { webAssembly })
}

try {
  const files = (await readdir(articleDir)).filter((file) => file.endsWith('.html')).sort()
  if (files.length === 0)
    throw new Error(
      `no article pages in ${path.relative(process.cwd(), articleDir)}; run \`next build\` first.`,
    )
  // First pass: each article's publish instant, to cut the bundles newest first.
  const articles: ArticlePage[] = []
  await eachFile(files, async (file) => {
    const url = paths.article(file.replace(/\.html$/, ''))
    const published = publishedMark(await readArticle(file))
    if (!published)
      throw new Error(
        `${url} has no data-pagefind-sort="published:…" with a date, for the newest-first order.`,
      )
    articles.push({ file, url, published })
  })
  const bundles = searchBundles(articles, Number(values['articles-per-bundle']))
  await rm(path.join(outDir, pagefindFiles.bundlesRoot.slice(1)), { recursive: true, force: true })
  const list: BundleList = {
    bundles: bundles.map((_, index) => bundleBasePath(index)),
    firstFiles: {},
  }
  for (const [index, bundle] of bundles.entries())
    list.firstFiles[bundleBasePath(index)] = await writeBundle(bundle, bundleBasePath(index))
  await writeFile(path.join(outDir, pagefindFiles.bundles.slice(1)), JSON.stringify(list))
  console.log(
    `Search: ${files.length} articles indexed in ${bundles.length} bundle${bundles.length === 1 ? '' : 's'} (out/pagefind).`,
  )
} catch (error) {
  await pagefind.close()
  console.error(`✖ Search: ${(error as Error).message}`)
  process.exit(1)
}
