import { mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { newsroomDataset } from '@/tests/contract/newsroomDataset'
import {
  elapsedLog,
  fail,
  npmRun,
  projectRoot,
  runContract,
  seedDocuments,
} from '@/tests/contract/support/contractRun'

/**
 * The deploy gate on content nobody here wrote (tests/contract/newsroomDataset.ts): `npm run
 * build` from that dataset, as the deploy runs it (SITE_URL given to the build alone), then the
 * gate (`test:build` and `test:gate`, given nothing of the dataset) must pass. Then real defects
 * are put into that out/ (a page without its script policy, a broken link, a page without its
 * heading) and the gate must fail, naming each page. Last, the embedded site is built again.
 * `npm run test:newsroom`.
 */

const root = projectRoot
const outDir = path.join(root, 'out')
const log = elapsedLog()

const gate = async () => {
  const checks = await npmRun('test:build')
  const browser = await npmRun('test:gate')
  return {
    passed: checks.status === 0 && browser.status === 0,
    output: `${checks.output}\n${browser.output}`,
  }
}

async function htmlPages(prefix: string): Promise<string[]> {
  const entries = await readdir(path.join(outDir, prefix), { withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(prefix, entry.name))
    .sort()
}

async function rewrite(file: string, change: (html: string) => string, what: string) {
  const full = path.join(outDir, file)
  const before = await readFile(full, 'utf8')
  const after = change(before)
  if (after === before) fail(`could not put the defect into ${file}: ${what} not found.`)
  await writeFile(full, after)
}

const routeOf = (file: string) => `/${file.replace(/(\/index)?\.html$/, '')}`

const scratch = await mkdtemp(path.join(tmpdir(), 'newsroom-'))
await runContract(
  'Newsroom',
  log,
  async () => {
    const clock = process.env.SOURCE_DATE_EPOCH
      ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
      : new Date()
    const { documents, edits } = newsroomDataset(await seedDocuments(), { extra: 200, clock })
    const datasetFile = path.join(scratch, 'dataset.ndjson')
    await writeFile(datasetFile, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
    await symlink(path.join(root, 'seed/images'), path.join(scratch, 'images'))
    log(
      `A newsroom's dataset: site at ${edits.siteUrl}, desk renamed "${edits.deskName}", featured story at /article/${edits.featuredSlug}, ${edits.bylinedToSecond} bylined to ${edits.secondAuthor}, ${edits.unpublished} unpublished, ${edits.added} stories added.`,
    )

    const built = await npmRun('build', {
      CONTENT_DATASET_FILE: datasetFile,
      SITE_URL: edits.siteUrl,
    })
    if (built.status !== 0)
      fail(`npm run build failed on the newsroom's dataset:\n${built.output.slice(-3000)}`)
    log('Built. The gate, given nothing of the dataset:')
    const green = await gate()
    if (!green.passed)
      fail(`the gate failed on a valid newsroom's site:\n${green.output.slice(-6000)}`)
    log("✓ The gate passes on the newsroom's site.")

    const [article] = await htmlPages('article')
    const [listing] = await htmlPages('category')
    if (!article || !listing) fail("the newsroom's site has no article or category page.")
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
    const red = await gate()
    if (red.passed)
      fail(
        'the gate passed a site with a page without its policy, a broken link and a page without a heading.',
      )
    const unnamed = [routeOf(article), brokenLink, routeOf(listing)].filter(
      (route) => !red.output.includes(route),
    )
    if (unnamed.length > 0)
      fail(`the gate failed without naming ${unnamed.join(', ')}:\n${red.output.slice(-6000)}`)
    log(
      `✓ The gate fails on a page without its policy (${routeOf(article)}), a broken link (${brokenLink}) and a page without a heading (${routeOf(listing)}).`,
    )
  },
  () => rm(scratch, { recursive: true, force: true }),
)
