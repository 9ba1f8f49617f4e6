import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'
import { editorsNote } from '@/scripts/pipeline/snapshot/editorialNotes'
import { datasetSeed, importGeneratedDataset } from '@/tests/contract/generatedDataset'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import { ContractFailure, fail, npmRun, projectRoot } from '@/tests/contract/support/contractRun'

/**
 * What a publish does to the site, end to end, through `npm run build` as the deploy runs it,
 * against the local stand-in of the Sanity API, on a dataset generated from a seed that the Studio
 * accepts (tests/contract/generatedDataset.ts), with SITE_URL given to the build alone:
 *
 * 1. An editor publishes a new headline while a build runs, after its snapshot: that build shows
 *    the old headline on every kind of page and nowhere the new one, and asks Sanity for nothing
 *    after its snapshot. Two authors sharing a bio is told to the editors, not refused.
 * 2. The next build shows the new headline on exactly the pages that showed the old, and reuses
 *    the pages the edit did not touch (the build itself checks that every asset a page names is
 *    shipped).
 * 3. The gate (`test:build`, then `test:gate` in a browser), given nothing of the dataset, passes
 *    on that site of reused pages.
 * 4. Defects put into that out/ (a page without its script policy, a broken link, a page without
 *    its heading, a story on two pages of a listing) fail `test:build`, which names each page: no
 *    browser is needed to see them. They are taken out again.
 * 5. A build whose snapshot is refused stops, and leaves the last good out/ as it was (last: it
 *    leaves no snapshot in .cache/, which `test:build` reads).
 *
 * Two builds; `npm test` runs it before the embedded build, which leaves out/ as `npm run build`
 * makes it. `npm run test:publish`; `DATASET_SEED=<seed> npm run test:publish` replays a seed.
 */

const outDir = path.join(projectRoot, 'out')
const started = performance.now()
/** A line of the run's log, after the seconds since it began. */
const log = (line: string) =>
  process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`)

/** `npm run build` with these variables (and none of the caller's content source). */
const build = (env: Record<string, string>) => npmRun('build', env)

async function mustBuild(env: Record<string, string>): Promise<string> {
  const { status, output } = await build(env)
  if (status !== 0) fail(`npm run build failed:\n${output.slice(-3000)}`)
  return output
}

/** The files under `dir`, by their paths in it. */
const filesIn = async (dir: string) =>
  (await filesUnder(dir)).map((file) => path.relative(dir, file)).sort()

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
  for (const file of await filesIn(dir))
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
  const article = lake.store
    .all()
    .find(
      (document) =>
        document._type === 'article' &&
        (document.slug as { current?: string } | undefined)?.current === slug,
    )
  if (!article) fail(`the stand-in holds no article at /article/${slug}.`)
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

/** The files a defect was put into, as they were: written back once test:build has seen them. */
const unplanted = new Map<string, string>()

async function rewrite(file: string, change: (html: string) => string, what: string) {
  const full = path.join(outDir, file)
  const before = await readFile(full, 'utf8')
  const after = change(before)
  if (after === before) fail(`could not put the defect into ${file}: ${what} not found.`)
  unplanted.set(full, before)
  await writeFile(full, after)
}

const routeOf = (file: string) => `/${file.replace(/(\/index)?\.html$/, '')}`

/** Four defects a reader would meet, put into out/; the routes that must be named. */
async function plantDefects(): Promise<string[]> {
  const files = await filesIn(outDir)
  const [article] = files.filter((file) => /^article\/[^/]+\.html$/.test(file))
  const [listing] = files.filter((file) => /^category\/[^/]+\.html$/.test(file))
  if (!article || !listing) fail('the generated site has no article or category page.')
  await rewrite(
    article,
    (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
    'its script policy',
  )
  let brokenLink = ''
  await rewrite(
    'index.html',
    (html) =>
      html.replace(/href="(\/article\/[^"#]+)"/, (_, href: string) => {
        brokenLink = `${href}-gone`
        return `href="${brokenLink}"`
      }),
    'a link to a story',
  )
  await rewrite(
    listing,
    (html) => html.replace(/<h1([^>]*)>([\s\S]*?)<\/h1>/, '<p$1>$2</p>'),
    'its heading',
  )
  // A listing's second page showing a story of its first, as a pager reading the wrong page would.
  const paged = files.find(
    (file) => file.endsWith('/page/2.html') && !file.startsWith(listing.replace(/\.html$/, '/')),
  )
  if (!paged) fail('the generated site has no listing of two pages.')
  const pagedListing = routeOf(paged).replace(/\/page\/2$/, '')
  const firstStory = /<main[\s\S]*?href="(\/article\/[^"#]+)"/.exec(
    await readFile(path.join(outDir, `${pagedListing.slice(1)}.html`), 'utf8'),
  )?.[1]
  if (!firstStory) fail(`${pagedListing} shows no story.`)
  await rewrite(
    paged,
    (html) => html.replace(/(<main[\s\S]*?href=")\/article\/[^"#]+"/, `$1${firstStory}"`),
    "a story's link",
  )
  return [routeOf(article), brokenLink, routeOf(listing), pagedListing]
}

const [before, after] = ['Quillfeather', 'Zephyrcrest']
const seed = datasetSeed(process.env.DATASET_SEED)
const lake = await startContentLake()
try {
  const { hosted, editedSlug, described } = await importGeneratedDataset(seed, lake)
  log(
    `Dataset seed ${seed} (\`DATASET_SEED=${seed} npm run test:publish\` replays it): ${described}.`,
  )

  // A story of the home page's Latest: there, on its listings, its author's page, the feeds and search.
  const slug = editedSlug
  retitle(lake, slug, before)
  lake.afterNextExport(() => retitle(lake, slug, after))
  const firstRequest = lake.requests.length
  log(`"${before}" published; building, and "${after}" is published once the snapshot is taken.`)
  const firstBuild = await mustBuild(hosted)
  // One note names both authors, wherever among the places sharing that text they stand.
  const notes = firstBuild.split('\n').filter((line) => line.startsWith(editorsNote))
  if (!notes.some((note) => (note.match(/author-[\w-]+ › bio/g) ?? []).length >= 2))
    fail("the build did not tell the editors that two authors' pages share a description.")
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
      `the rebuild did not reuse the pages the edit left alone (${planned?.[0] ?? /Pages: all[^\n]*/.exec(output)?.[0] ?? 'no plan'}).`,
    )
  const showedAfter = await filesWith(after)
  const stale = await filesWith(before)
  if (stale.length > 0) fail(`the old headline is still in: ${stale.join(', ')}.`)
  // Hydration payloads and search files are named by their content: compare pages, and kinds.
  const pages = (files: string[]) =>
    files.filter((file) => !/^(_next\/static\/payload|pagefind)\//.test(file))
  const differing = pages(showedBefore).filter((file) => !showedAfter.includes(file))
  if (
    differing.length > 0 ||
    pages(showedAfter).length !== pages(showedBefore).length ||
    kinds(showedAfter).join() !== kinds(showedBefore).join()
  )
    fail(`the new headline is not on every page that showed the story: ${differing.join(', ')}.`)
  log(`✓ ${planned[0]}; the new headline is on the same ${pages(showedAfter).length} pages.`)

  // The gate as the deploy runs it: the checks of out/, then the browser's.
  const checks = await npmRun('test:build')
  const browser = checks.status === 0 ? await npmRun('test:gate') : undefined
  if (browser?.status !== 0)
    fail(
      `the gate failed on a site the Studio accepts and a rebuild reused pages of:\n${`${checks.output}\n${browser?.output ?? ''}`.slice(-6000)}`,
    )
  log('✓ The gate, given nothing of the dataset, passes on the generated site that reused pages.')

  const planted = await plantDefects()
  // The files of test:build that see these four; the others passed on this site just now.
  const red = await npmRun('test:build', {}, ['security', 'links', 'content'])
  if (red.status === 0)
    fail(
      'test:build passed a site with a page without its policy, a broken link, a page without a heading and a story on two pages of a listing.',
    )
  // Named by a failure: Vitest lists a failed file's passing tests too, every route among them.
  const failures = red.output.split(' FAIL ').slice(1).join('\n')
  const unnamed = planted.filter((route) => !failures.includes(route))
  if (unnamed.length > 0)
    fail(`test:build failed without naming ${unnamed.join(', ')}:\n${red.output.slice(-6000)}`)
  log(
    `✓ test:build fails on a page without its policy, a broken link, a page without a heading and a story on two pages of a listing: ${planted.join(', ')}.`,
  )

  for (const [file, html] of unplanted) await writeFile(file, html)

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
} catch (error) {
  // A check that did not hold: one line, never a stack.
  if (!(error instanceof ContractFailure)) throw error
  console.error(`✖ Publish (DATASET_SEED=${seed}): ${error.message}`)
  process.exitCode = 1
} finally {
  await lake.close()
}
log(
  `${process.exitCode === 1 ? 'Failed' : 'Done'}. out/ holds the contract's site: \`npm run build\` builds the embedded one.`,
)
