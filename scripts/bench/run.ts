import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { chromiumPath } from '@/scripts/chromium'
import { freePort, startSite } from '@/scripts/siteServer'
import { budgets, scaleBudgets } from '@/scripts/bench/budgets'
import { auditPages, type PageFigures } from '@/scripts/bench/lighthouseRuns'
import { measureNpmScript } from '@/scripts/bench/measureBuild'
import { authoredArticles, scaleBuild, seedArticles } from '@/scripts/bench/scaleBuilds'
import { benchQuery } from '@/scripts/bench/searchRuns'
import { datasetRuns } from '@/scripts/bench/datasetRuns'
import { publishReport, publishRun } from '@/scripts/bench/publishRuns'

/**
 * `npm run bench`: builds at several corpus sizes (build time, peak memory), then builds the
 * authored site, serves it on loopback through Cloudflare's local runtime (scripts/siteServer.ts)
 * and runs Lighthouse on the key pages.
 * Prints medians, writes docs/PERFORMANCE.md with --write, exits 1 when a budget is missed.
 * `--datasets <n>` instead builds n generated datasets and checks each (datasetRuns.ts);
 * `--publish` replays the deploy workflow after one edit, at 19 and 2,000 articles (publishRuns.ts).
 */

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string' },
    'no-scale': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/category/leadership,/article/h1b-changes,/contact' },
    datasets: { type: 'string' },
    publish: { type: 'boolean', default: false },
  },
})
const sizes = (values.sizes ?? (values.publish ? '19,2000' : '19,2000,10000'))
  .split(',')
  .map(Number)

if (values.publish) {
  const runs = []
  for (const articles of sizes) {
    process.stderr.write(`Publishing one edit at ${articles} articles, step by step…\n`)
    runs.push(await publishRun(articles))
    // Each size's figures as they come: a later size that fails loses none of them.
    process.stderr.write(`${publishReport(runs.slice(-1))}\n`)
  }
  console.log(publishReport(runs))
  process.exit(0)
}

if (values.datasets !== undefined) {
  const count = Number(values.datasets)
  if (!Number.isInteger(count) || count < 1) {
    console.error(
      `✖ Bench: --datasets takes a number of datasets, 1 or more, not "${values.datasets}".`,
    )
    process.exit(2)
  }
  const failed = await datasetRuns(count)
  console.log(
    failed.length
      ? `${failed.length} of ${count} datasets failed; replay one with DATASET_SEED=<seed> npm run test:publish: ${failed.join(', ')}.`
      : `All ${count} generated datasets built and passed test:build.`,
  )
  process.exit(failed.length ? 1 : 0)
}

if (!chromiumPath) {
  console.error('✖ Bench: Lighthouse needs a Chromium binary: set CHROMIUM_PATH.')
  process.exit(2)
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

const scale: Awaited<ReturnType<typeof scaleBuild>>[] = []
if (!values['no-scale']) {
  for (const articles of sizes) {
    process.stderr.write(`Building with ${articles} articles, cold and after one edit…\n`)
    const figures = await scaleBuild(articles, Number(values.runs))
    scale.push(figures)
    const { cold, rebuild, search } = figures
    process.stderr.write(
      `${articles} articles: cold ${cold.seconds.toFixed(1)} s (peak ${cold.peakMiB ?? 'n/a'} MiB), rebuild ${rebuild.seconds.toFixed(1)} s (peak ${rebuild.peakMiB ?? 'n/a'} MiB), first query ${kb(search.firstQueryBytes)} KB, results ${Math.round(search.resultsAfterLoadMs)} ms after load\n`,
    )
  }
}

// The audited build: the authored corpus, for the host it is served from.
const port = await freePort()
const origin = `http://localhost:${port}`
process.stderr.write('Building the authored site for the benchmark host…\n')
await seedArticles(authoredArticles)
const build = await measureNpmScript('build', [], { SITE_URL: origin })
const server = await startSite('out', port)
process.stderr.write(
  `Auditing ${values.pages.split(',').length} pages ×${values.runs} with Lighthouse…\n`,
)
const figures = await auditPages(origin, values.pages.split(','), Number(values.runs), chromiumPath)
await server.stop()
// Leave the ordinary build behind: the audited one names the benchmark host in its links.
process.stderr.write('Rebuilding the site for its published host…\n')
await measureNpmScript('build')

const missed: string[] = []
const shown = (figure: number) => Number(figure.toFixed(figure < 10 ? 3 : 1))
/** A cost above its budget is a missed budget (scores, below, are floors). */
const ceiling = (what: string, figure: number, budget: number, unit = '') =>
  figure > budget && missed.push(`${what} ${shown(figure)}${unit} > ${budget}${unit}`)
for (const [path, page] of figures) {
  for (const score of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
    if (page[score] < budgets[score])
      missed.push(`${path}: ${score} ${page[score]} < ${budgets[score]}`)
  ceiling(`${path}: LCP`, page.lcpMs, budgets.lcpMs, ' ms')
  ceiling(`${path}: CLS`, page.cls, budgets.cls)
  ceiling(`${path}: TBT`, page.tbtMs, budgets.tbtMs, ' ms')
  ceiling(`${path}: JavaScript`, kb(page.bytes.script), budgets.scriptKb, ' KB')
  ceiling(`${path}: CSS`, kb(page.bytes.stylesheet), budgets.stylesheetKb, ' KB')
}
const home = figures.get('/')
if (home) ceiling('/: total', kb(home.bytes.total), budgets.homeTotalKb, ' KB')
for (const { articles, cold, rebuild, search } of scale) {
  const budget = scaleBudgets[articles] ?? {}
  for (const [what, figure, limit, unit] of [
    ['cold build', cold.seconds, budget.coldSeconds, ' s'],
    ['rebuild', rebuild.seconds, budget.rebuildSeconds, ' s'],
    ['peak', cold.peakMiB ?? 0, budget.peakMiB, ' MiB'],
    ['first query', kb(search.firstQueryBytes), budget.firstQueryKb, ' KB'],
    ['results', search.resultsAfterLoadMs, budget.resultsMs, ' ms'],
  ] as const)
    if (limit !== undefined)
      ceiling(`${articles.toLocaleString('en')} articles: ${what}`, figure, limit, unit)
}

const row = (path: string, p: PageFigures) =>
  `| ${path} | ${p.performance.toFixed(2)} | ${p.accessibility.toFixed(2)} | ${p.bestPractices.toFixed(2)} | ${p.seo.toFixed(2)} | ${Math.round(p.lcpMs)} | ${p.cls.toFixed(3)} | ${Math.round(p.tbtMs)} | ${Math.round(p.fcpMs)} | ${kb(p.bytes.script)} | ${kb(p.bytes.stylesheet)} | ${kb(p.bytes.document)} | ${kb(p.bytes.font)} | ${kb(p.bytes.image)} | ${kb(p.bytes.total)} |`
const report = [
  `Lighthouse mobile preset, simulated throttling, median of ${values.runs} runs per page; sizes are bytes transferred (compressed as served: brotli for text), in KB.`,
  '',
  '| page | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | FCP ms | JS | CSS | HTML | fonts | images | total |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...[...figures].map(([path, page]) => row(path, page)),
  '',
  `Build of the audited site: ${build.seconds.toFixed(1)} s${build.peakMiB ? `, peak ${build.peakMiB} MiB` : ''}.`,
  ...(scale.length
    ? [
        '',
        'Scale: a cold build (empty build cache) and a rebuild after one headline changed.',
        '',
        '| articles | cold s | cold peak MiB | rebuild s | rebuild peak MiB | cold s per 100 articles |',
        '| ---: | ---: | ---: | ---: | ---: | ---: |',
        ...scale.map(
          ({ articles, cold, rebuild }) =>
            `| ${articles} | ${cold.seconds.toFixed(1)} | ${cold.peakMiB ?? 'n/a'} | ${rebuild.seconds.toFixed(1)} | ${rebuild.peakMiB ?? 'n/a'} | ${((cold.seconds / articles) * 100).toFixed(1)} |`,
        ),
        '',
        `Search: the index on disk, and the first query ("${benchQuery}") on /search: bytes fetched from the index (as served) and results after the load event, medians of ${values.runs} loads.`,
        '',
        '| articles | index KB | first query KB | results after load ms |',
        '| ---: | ---: | ---: | ---: |',
        ...scale.map(
          ({ articles, search }) =>
            `| ${articles} | ${kb(search.indexBytes)} | ${kb(search.firstQueryBytes)} | ${Math.round(search.resultsAfterLoadMs)} |`,
        ),
      ]
    : []),
  '',
  missed.length
    ? `Budgets missed:\n${missed.map((m) => `- ${m}`).join('\n')}`
    : 'Every budget met.',
].join('\n')

console.log(report)
if (values.write) {
  // Between the markers of docs/PERFORMANCE.md, keeping what the team wrote around them.
  const file = 'docs/PERFORMANCE.md'
  const [start, end] = ['<!-- bench:latest:start -->', '<!-- bench:latest:end -->']
  const existing = await readFile(file, 'utf8')
  const [from, to] = [existing.indexOf(start), existing.indexOf(end)]
  if (from < 0 || to < from) {
    console.error(`✖ Bench: ${file} has lost its markers (${start} … ${end}); put them back.`)
    process.exit(2)
  }
  const date = new Date().toISOString().slice(0, 10)
  const section = `${start}\n\n## Latest figures\n\nMeasured ${date} with \`npm run bench\` on a 2-core, 24 GiB machine (Debian Chromium, Node 24).\n\n${report}\n\n${end}`
  await writeFile(file, `${existing.slice(0, from)}${section}${existing.slice(to + end.length)}`)
}
process.exit(missed.length ? 1 : 0)
