import { readFile, rm, writeFile } from 'node:fs/promises'
import { measureNpmScript } from '@/scripts/bench/measureBuild'
import { measureSearch } from '@/scripts/bench/searchRuns'

/**
 * Build time at a corpus size, twice: from nothing (no build cache, no variants, no cards), and
 * again after one article's headline changed, as a publish in the Studio would change it.
 */

export const authoredArticles = 19
const datasetFile = 'seed/dataset.ndjson'

/** Everything a build derives and keeps between runs. */
const derived = ['.cache/build', '.next', 'public/media', 'public/og', 'app/_fonts', 'out']

export async function seedArticles(totalArticles: number): Promise<void> {
  const extra = totalArticles - authoredArticles
  await measureNpmScript('seed', extra > 0 ? ['--synthetic', String(extra)] : [])
}

/** An editor's publish: the newest article gets a new headline in the dataset. */
export async function reviseOneHeadline(): Promise<void> {
  const lines = (await readFile(datasetFile, 'utf8')).split('\n')
  const index = lines.findIndex((line) => line.includes('"_type":"article"'))
  if (index < 0) throw new Error(`${datasetFile} holds no article to revise.`)
  const article = JSON.parse(lines[index]!) as { headline: string }
  lines[index] = JSON.stringify({ ...article, headline: `${article.headline} (revised)` })
  await writeFile(datasetFile, lines.join('\n'))
}

export async function scaleBuild(articles: number, searchRuns: number) {
  await seedArticles(articles)
  for (const dir of derived) await rm(dir, { recursive: true, force: true })
  const cold = await measureNpmScript('build')
  await reviseOneHeadline()
  const rebuild = await measureNpmScript('build')
  return { articles, cold, rebuild, search: await measureSearch('out', searchRuns) }
}
