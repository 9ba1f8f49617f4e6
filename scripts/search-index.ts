import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { paths } from '../schemas/vocabulary'
import { eachFile } from './build/htmlFiles'
import { searchableDocument } from './build/searchableDocument'

/**
 * After `next build`: the full-text search index (Pagefind) over the article pages only, each
 * under its clean URL, written to out/pagefind/. Only what an article page marks with
 * data-pagefind-body is indexed: headline, standfirst, body and sources. The step fails when an
 * article page is missing its marks or the index comes out with a different number of pages.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const articleDir = path.join(outDir, path.dirname(paths.article('x')).slice(1))
const indexDir = path.join(outDir, 'pagefind')

async function fail(message: string): Promise<never> {
  await pagefind.close()
  console.error(`✖ Search: ${message}`)
  process.exit(1)
}

const started = performance.now()
const files = (await readdir(articleDir)).filter((file) => file.endsWith('.html')).sort()
if (files.length === 0)
  await fail(
    `no article pages in ${path.relative(process.cwd(), articleDir)}; run \`next build\` first.`,
  )

const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
if (!index) await fail(`Pagefind could not start: ${errors.join('; ')}`)

let words = 0
// Pagefind indexes in its own process; a few files in flight at once keep it busy.
await eachFile(files, async (file) => {
  const url = paths.article(file.replace(/\.html$/, ''))
  const content = await readFile(path.join(articleDir, file), 'utf8')
  if (!content.includes('data-pagefind-body'))
    await fail(`${url} has no data-pagefind-body: the article template lost its search marks.`)
  let document
  try {
    document = searchableDocument(content, url)
  } catch (error) {
    return fail((error as Error).message)
  }
  const added = await index!.addHTMLFile({ url, content: document })
  if (added.errors.length) await fail(`${url}: ${added.errors.join('; ')}`)
  if (!added.file.meta.title)
    await fail(`${url} has no title marked for search (data-pagefind-meta="title").`)
  words += added.file.uniqueWords
})

await rm(indexDir, { recursive: true, force: true })
const written = await index!.writeFiles({ outputPath: indexDir })
if (written.errors.length) await fail(written.errors.join('; '))
const entries = JSON.parse(
  (await readFile(path.join(indexDir, 'pagefind-entry.json'), 'utf8').catch(() => '{}')) || '{}',
) as { languages?: Record<string, { page_count?: number }> }
const indexed = Object.values(entries.languages ?? {}).reduce(
  (sum, l) => sum + (l.page_count ?? 0),
  0,
)
if (indexed !== files.length)
  await fail(`indexed ${indexed} pages, but there are ${files.length} articles.`)
// Pagefind also writes its ready-made interfaces; the site has its own, so they are not shipped.
for (const file of await readdir(indexDir))
  if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file))
    await rm(path.join(indexDir, file))
await pagefind.close()
console.log(
  `Search: ${indexed} articles indexed (${words} words) in ${((performance.now() - started) / 1000).toFixed(1)}s (out/pagefind).`,
)
