import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags } from '@/scripts/chromium'

/** One audit's figures; `bytes` transferred by kind. */
export type PageFigures = Exclude<Awaited<ReturnType<typeof audit>>, string>

const chromeFlags = ['--headless=new', ...chromiumFlags]

const resourceTypes = ['script', 'stylesheet', 'document', 'font', 'image', 'total'] as const

const metricAudits = [
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'total-blocking-time',
  'first-contentful-paint',
]

/**
 * Runs Lighthouse's default (mobile, simulated throttling) audit on one URL. A run that could not
 * measure a metric is not a figure: it answers the reason, which the caller reports.
 */
async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) return `${runtimeError.code}: ${runtimeError.message}`
  for (const id of metricAudits)
    if (typeof audits[id]?.numericValue !== 'number')
      return `${id} not measured: ${audits[id]?.errorMessage ?? 'no value'}`
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  type ResourceItem = { resourceType: string; transferSize: number }
  const items = (audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)
    ?.items
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    bytes: Object.fromEntries(
      resourceTypes.map((type) => [
        type,
        items?.find((item) => item.resourceType === type)?.transferSize ?? 0,
      ]),
    ) as Record<(typeof resourceTypes)[number], number>,
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Per numeric key, the median of the records' values. */
function medians<T extends object>(records: T[]): T {
  const values = records as unknown as Record<string, number>[]
  const keys = Object.keys(values[0]!).filter((key) => typeof values[0]![key] === 'number')
  return Object.fromEntries(keys.map((key) => [key, median(values.map((v) => v[key]!))])) as T
}

export async function auditPages(
  origin: string,
  paths: readonly string[],
  runs: number,
  chromePath: string,
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const results = new Map<string, PageFigures>()
    for (const path of paths) {
      const figures: PageFigures[] = []
      for (let run = 1; run <= runs; run += 1) {
        const figure = await audit(`${origin}${path}`, chrome.port)
        if (typeof figure === 'string')
          process.stderr.write(`  ${path}, run ${run} of ${runs}, left out: ${figure}\n`)
        else figures.push(figure)
      }
      if (figures.length === 0)
        throw new Error(`Lighthouse measured no run of ${path}; see the reasons above.`)
      results.set(path, { ...medians(figures), bytes: medians(figures.map((run) => run.bytes)) })
      process.stderr.write(`  audited ${path}: ${figures.length} of ${runs} runs measured\n`)
    }
    return results
  } finally {
    await chrome.kill()
  }
}
