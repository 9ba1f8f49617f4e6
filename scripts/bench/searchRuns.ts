import { stat } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from 'playwright'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'
import { firstResultsMark } from '@/app/search/pagefind'
import { freePort, startSite } from '@/scripts/siteServer'
import { median } from '@/scripts/bench/lighthouseRuns'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'

/**
 * The cost of search to a reader: the size of the index on disk, the bytes the first query
 * fetches from it (as served, compressed by Pagefind), and how long after the page's load event
 * the first results show (the search page marks that moment). Medians over fresh page loads.
 */

/** A query a reader might type: a word from several stories. */
export const benchQuery = 'arbitration'

export async function sizeOf(dir: string): Promise<number> {
  const files = await Promise.all((await filesUnder(dir)).map((file) => stat(file)))
  return files.reduce((total, { size }) => total + size, 0)
}

export async function measureSearch(outDir: string, runs: number) {
  const server = await startSite(outDir, await freePort())
  const origin = server.url
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const bytes: number[] = []
  const delays: number[] = []
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      let fetched = 0
      page.on('requestfinished', async (request) => {
        if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return
        const sizes = await request.sizes().catch(() => null)
        if (sizes) fetched += sizes.responseBodySize + sizes.responseHeadersSize
      })
      await page.goto(`${origin}/search?q=${benchQuery}`, { waitUntil: 'load' })
      // Plain arrow functions: the page cannot see helpers the TypeScript compiler adds.
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        firstResultsMark,
        { timeout: 5_000 },
      )
      const delay = await page.evaluate(
        (mark) =>
          performance.getEntriesByName(mark)[0]!.startTime -
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd,
        firstResultsMark,
      )
      await page.waitForLoadState('networkidle')
      bytes.push(fetched)
      delays.push(Math.max(0, delay))
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  return {
    indexBytes: await sizeOf(path.join(outDir, 'pagefind')),
    firstQueryBytes: median(bytes),
    resultsAfterLoadMs: median(delays),
  }
}
