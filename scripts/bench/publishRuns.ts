import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureCommand, measureNpmScript, type BuildFigures } from '@/scripts/bench/measureBuild'
import { reviseOneHeadline, seedArticles } from '@/scripts/bench/scaleBuilds'
import { sizeOf } from '@/scripts/bench/searchRuns'
import { freePort } from '@/scripts/siteServer'

/**
 * `npm run bench -- --publish`: the deploy workflow's build job as a runner runs it once its
 * caches are restored (the build cache and out/ of the last deploy, the installed tree), from a
 * snapshot with one headline changed to the packed, checked artifact; then the deploy job's part
 * that is ours: the unpack, and the files wrangler would upload.
 */

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`

const workflow = '.github/workflows/deploy.yml'

/** What wrangler sends with the deploy itself, not as assets. */
const sentApart = /^(_worker\.js|_redirects|_headers|_routes\.json)(\/|$)/

/** Each asset as wrangler keys it (by its bytes and extension), with its size. */
async function contentKeys(dir: string): Promise<Map<string, number>> {
  const keys = new Map<string, number>()
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || sentApart.test(path.relative(dir, file))) continue
    const bytes = await readFile(file)
    const key = createHash('sha256').update(bytes).update(path.extname(entry.name))
    keys.set(key.digest('hex'), bytes.length)
  }
  return keys
}

/** One size's figures: each a row of the report, [what, value], and the build's own last line. */
export async function publishRun(articles: number) {
  await seedArticles(articles)
  await measureNpmScript('build') // The last deploy: its out/ is live, its caches are kept.
  const live = await contentKeys('out')
  await reviseOneHeadline()
  const work = await mkdtemp(path.join(tmpdir(), 'publish-bench-'))
  const artifact = path.join(work, 'site.zip')
  // The workflow's own command, so that the bench replays the step as it stands.
  const built = /run: (npx wrangler pages functions build .*)/
  const functions = built.exec(await readFile(workflow, 'utf8'))?.[1]
  if (!functions)
    throw new Error(`${workflow} has no step running ${built.source}; update the bench.`)
  const gateEnv = { CI: '1', E2E_PORT: String(await freePort()) }
  const steps: [string, () => Promise<BuildFigures>][] = [
    ['npm run build', () => measureNpmScript('build')],
    ['npm run test:build', () => measureNpmScript('test:build')],
    ['npm run test:gate', () => measureNpmScript('test:gate', [], gateEnv)],
    ['contact Function', () => measureCommand('bash', ['-c', functions])],
    // At the deploy workflow's `compression-level`.
    ['pack the artifact', () => measureCommand('zip', ['-qr1', artifact, 'out'])],
  ]
  const rows: [string, string][] = [
    [
      'build cache restored, on disk',
      mb((await sizeOf('.cache/build')) + (await sizeOf('.next/cache'))),
    ],
  ]
  let total = 0
  let buildLine = ''
  for (const [name, run] of steps) {
    const { seconds, stdout } = await run()
    buildLine ||= /^Build: out\/ in .*$/m.exec(stdout)?.[0] ?? ''
    total += seconds
    rows.push([`${name}, s`, seconds.toFixed(1)])
  }
  const unpack = await measureCommand('unzip', ['-q', artifact, '-d', work])
  const deployed = await contentKeys(path.join(work, 'out'))
  const uploaded = [...deployed].filter(([key]) => !live.has(key)).map(([, bytes]) => bytes)
  rows.push(
    ["**the build job's steps above, s**", `**${total.toFixed(1)}**`],
    ['artifact', mb((await stat(artifact)).size)],
    ['deploy job: unpack, s', unpack.seconds.toFixed(1)],
    ['assets wrangler uploads, of all', `${uploaded.length} of ${deployed.size}`],
    ['bytes it uploads', mb(uploaded.reduce((sum, bytes) => sum + bytes, 0))],
  )
  await rm(work, { recursive: true, force: true })
  return { articles, rows, buildLine }
}

/** One column per size. */
export function publishReport(runs: Awaited<ReturnType<typeof publishRun>>[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    row(['articles', ...runs.map(({ articles }) => articles.toLocaleString('en'))]),
    row(['---', ...runs.map(() => '---:')]),
    ...runs[0]!.rows.map(([what], index) => row([what, ...runs.map((run) => run.rows[index]![1])])),
    '',
    ...runs.map(
      ({ articles, buildLine }) => `- ${articles.toLocaleString('en')} articles: ${buildLine}`,
    ),
  ].join('\n')
}
