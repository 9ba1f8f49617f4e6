import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { importCommand } from '@/seed/import/command'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import {
  elapsedLog,
  fail,
  npmRun,
  projectRoot,
  runContract,
  seedDocuments,
} from '@/tests/contract/support/contractRun'

/**
 * What a publish does to the site, end to end, through `npm run build` as the deploy runs it,
 * against the local stand-in of the Sanity API (after `npm run build`, whose pages it reuses):
 *
 * 1. An editor publishes a new headline while a build runs, after its snapshot: that build shows
 *    the old headline on every page and nowhere the new one, and asks Sanity for nothing after
 *    its snapshot. The next build shows the new one on exactly the pages that showed the old.
 * 2. That next build reused the pages the edit did not touch; a build of every page from the
 *    same snapshot must make the very same site, byte for byte.
 * 3. A build whose snapshot is refused stops, and leaves the last good out/ as it was.
 *
 * Last, the site is built again from the embedded dataset, so out/ is left as it was found.
 * `npm run test:publish` (a few minutes at 19 articles).
 */

const root = projectRoot
const outDir = path.join(root, 'out')
const log = elapsedLog()

/** `npm run build` with these variables (and none of the caller's content source). */
const build = (env: Record<string, string>) => npmRun('build', env)

async function mustBuild(env: Record<string, string>): Promise<string> {
  const { status, output } = await build(env)
  if (status !== 0) fail(`npm run build failed:\n${output.slice(-3000)}`)
  return output
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** A file's text as a reader, a feed app or the search index has it (Pagefind's files inflated). */
async function textOf(dir: string, file: string): Promise<string> {
  const bytes = await readFile(path.join(dir, file))
  return file.startsWith('pagefind/') && bytes[0] === 0x1f && bytes[1] === 0x8b
    ? gunzipSync(bytes).toString('latin1')
    : bytes.toString('latin1')
}

/** The files of out/ holding the word, images and fonts aside. */
async function filesWith(word: string, dir = outDir): Promise<string[]> {
  const found: string[] = []
  for (const file of await filesUnder(dir))
    if (!/\.(avif|webp|png|jpg|svg|woff2?|ico|wasm)$/.test(file))
      if ((await textOf(dir, file)).includes(word)) found.push(file)
  return found
}

/** Which kinds of page a list of files covers: article, listing, topic, author, feed, search. */
const kinds = (files: string[]) =>
  [
    ...new Set(
      files.map((file) =>
        file.startsWith('pagefind/')
          ? 'search'
          : file.endsWith('feed.xml')
            ? 'feed'
            : (file.split('/')[0]!.replace(/\.html$/, '') ?? ''),
      ),
    ),
  ].sort()

/** One story's headline and all its cards' titles, as an editor's publish would change them. */
function retitle(lake: ContentLake, slug: string, word: string) {
  const article = lake.store.get(`article-${slug}`)!
  const cards = lake.store
    .all()
    .filter(
      (document) =>
        document._type === 'summary' &&
        (document.article as { _ref?: string } | undefined)?._ref === article._id,
    )
  lake.store.transaction([
    { createOrReplace: { ...article, headline: `${word} changes the rules for employers` } },
    // Each card its own title, as the Studio requires.
    ...cards.map((card, i) => ({
      createOrReplace: { ...card, title: `${word} and what it means, part ${i + 1}` },
    })),
  ])
}

/** Files named by a hash of their content: hydration payloads and the search index. */
const hashedName = (file: string) =>
  file.startsWith('_next/static/payload/') || file.startsWith('pagefind/')

/**
 * What two builds of one snapshot and code may write differently, each for a dependency's reason:
 *
 * - Pagefind writes a filter's values in no fixed order (its maintainer, Pagefind/pagefind#638:
 *   fragments are stable since 1.3, "other files will still change, such as the filter/metadata
 *   indexes"), so the filter and metadata files, and the two lists naming them, vary in name:
 *   five small files (under 1 KB at 19 articles), one per filter and bundle plus three.
 * - React Server Components write a page's payload rows in the order its parts finish rendering,
 *   and number them so: a page rendered while its worker is still loading the snapshot can come
 *   out in another order. The page's payload (`*.txt`, `_next/static/payload/*`), the places its
 *   HTML names it (the loader's list, with its chunks in the order the payload meets them, and
 *   the policy's hash of the loader) then differ. A page reused from the page cache is the same
 *   bytes; only pages rendered again can differ.
 */
const unstableInPagefind = (file: string) =>
  /^pagefind\/(?:part-\d+\/)?(?:filter\/[^/]+\.pf_filter|pagefind\.[^/]+\.pf_meta|pagefind-entry\.json|bundles\.json)$/.test(
    file,
  )
const payloadFile = (file: string) =>
  file.endsWith('.txt') || file.startsWith('_next/static/payload/')
/**
 * A page's HTML less what follows its payload's order: the payload's name in the loader and the
 * policy's hash of the loader, and the order of the chunks the loader lists (Next lists a page's
 * chunks in the order its payload meets their components).
 */
const withoutPayloadNames = (html: string) =>
  html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/"\/_next\/static\/payload\/[0-9a-f]+\.js"/g, '')
    .replace(/const d=document,s=(\[\[.*?\]\]),P=/, (_, list: string) =>
      [...list.matchAll(/"\/_next\/static\/chunks\/[^"]+"/g)]
        .map(([chunk]) => chunk)
        .sort()
        .join(),
    )

/**
 * Two builds of one snapshot and code are one site, byte for byte, every file by name (the
 * search index's fragments and word index, scripts, feeds, images), but for the exceptions above,
 * counted apart so the log says what they cost.
 */
async function sameSite(
  a: string,
  b: string,
): Promise<{ differences: string[]; excepted: number }> {
  const [left, right] = await Promise.all([filesUnder(a), filesUnder(b)])
  const [inLeft, inRight] = [new Set(left), new Set(right)]
  const excepted = (file: string) => unstableInPagefind(file) || payloadFile(file)
  let exceptions = 0
  const differences: string[] = []
  const note = (file: string, line: string) =>
    excepted(file) ? exceptions++ : differences.push(line)
  for (const file of right) if (!inLeft.has(file)) note(file, `${file}: only in the second`)
  for (const file of left) if (!inRight.has(file)) note(file, `${file}: only in the first`)
  for (const file of right.filter((name) => inLeft.has(name))) {
    const [x, y] = await Promise.all([a, b].map((dir) => readFile(path.join(dir, file))))
    if (x!.equals(y!)) continue
    const sameButPayload =
      file.endsWith('.html') &&
      withoutPayloadNames(x!.toString('utf8')) === withoutPayloadNames(y!.toString('utf8'))
    if (sameButPayload) exceptions++
    else note(file, `${file}: differs`)
  }
  return { differences, excepted: exceptions }
}

const slug = 'workday-ai-hiring'
const [before, after] = ['Quillfeather', 'Zephyrcrest']
const lake = await startContentLake()
const scratch = await mkdtemp(path.join(tmpdir(), 'publish-'))
await runContract(
  'Publish',
  log,
  async () => {
    const documents = await seedDocuments()
    const imported = await importCommand({
      documents,
      baseDir: path.join(root, 'seed'),
      env: lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }),
      log: () => {},
    })
    if (imported !== 0) fail('the seed could not be imported into the stand-in.')
    const hosted = lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read })

    retitle(lake, slug, before)
    lake.afterNextExport(() => retitle(lake, slug, after))
    const firstRequest = lake.requests.length
    log(`"${before}" published; building, and "${after}" is published once the snapshot is taken.`)
    await mustBuild(hosted)
    const asked = lake.requests.slice(firstRequest).map(({ endpoint }) => endpoint)
    const images = asked.filter((endpoint) => endpoint === 'images').length
    if (asked.length !== images + 2 || !asked.includes('query') || !asked.includes('export'))
      fail(`the build asked Sanity more than its snapshot: ${asked.join(', ')}.`)
    const showedBefore = await filesWith(before)
    const leaked = await filesWith(after)
    if (leaked.length > 0)
      fail(`a headline published after the snapshot is in this build: ${leaked.join(', ')}.`)
    const wanted = ['article', 'author', 'category', 'feed', 'index', 'search', 'topic']
    const missing = wanted.filter((kind) => !kinds(showedBefore).includes(kind))
    if (missing.length > 0) fail(`the story's headline is missing from: ${missing.join(', ')}.`)
    log(
      `✓ The build shows the snapshot's headline in ${showedBefore.length} files and the later one nowhere.`,
    )

    log('Building again: the publish reaches the site.')
    const output = await mustBuild(hosted)
    const planned = /Pages: (\d+) of (\d+) listed pages to render/.exec(output)
    if (!planned || Number(planned[1]) === 0 || Number(planned[1]) >= Number(planned[2]))
      fail(
        `the rebuild did not reuse the pages the edit left alone (${planned?.[0] ?? 'no plan'}).`,
      )
    const showedAfter = await filesWith(after)
    const stale = await filesWith(before)
    if (stale.length > 0) fail(`the old headline is still in: ${stale.join(', ')}.`)
    // Hydration payloads and search files are named by their content: compare pages, and kinds.
    const pages = (files: string[]) => files.filter((file) => !hashedName(file))
    const differing = pages(showedBefore).filter((file) => !showedAfter.includes(file))
    if (
      differing.length > 0 ||
      pages(showedAfter).length !== pages(showedBefore).length ||
      kinds(showedAfter).join() !== kinds(showedBefore).join()
    )
      fail(`the new headline is not on every page that showed the story: ${differing.join(', ')}.`)
    log(`✓ ${planned[0]}; the new headline is on the same ${pages(showedAfter).length} pages.`)

    await rename(outDir, path.join(scratch, 'reused'))
    log('Building every page from the same dataset.')
    await mustBuild({ ...hosted, BUILD_PAGES: 'all' })
    const { differences, excepted } = await sameSite(path.join(scratch, 'reused'), outDir)
    if (differences.length > 0)
      fail(
        `the build that reused pages differs from the full build in ${differences.length} file(s):\n${differences
          .slice(0, 15)
          .map((line) => `  ${line}`)
          .join('\n')}`,
      )
    log(
      `✓ Reusing pages and rendering every page make the same site, byte for byte, but ${excepted} file(s) of Pagefind's filters and of page payloads rendered in another order.`,
    )

    const [recordBefore, homeBefore] = await Promise.all(
      ['snapshot.json', 'index.html'].map((file) => readFile(path.join(outDir, file), 'utf8')),
    )
    const refused = await build({ ...hosted, SANITY_API_READ_TOKEN: 'revoked' })
    if (refused.status === 0) fail('a build whose snapshot was refused went on.')
    if (!refused.output.includes('SANITY_API_READ_TOKEN'))
      fail(`the refused build did not name SANITY_API_READ_TOKEN:\n${refused.output.slice(-2000)}`)
    const [recordAfter, homeAfter] = await Promise.all(
      ['snapshot.json', 'index.html'].map((file) =>
        readFile(path.join(outDir, file), 'utf8').catch(() => ''),
      ),
    )
    if (recordAfter !== recordBefore || homeAfter !== homeBefore)
      fail('a refused build changed out/: the last good site must stay as it was.')
    log('✓ A refused snapshot stops the build, names the token, and leaves out/ as it was.')
  },
  async () => {
    await lake.close()
    await rm(scratch, { recursive: true, force: true })
  },
)
