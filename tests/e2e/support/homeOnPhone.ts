import { expect, type Page } from 'playwright/test'
import { categories } from '@/tests/e2e/support/dataset'
import { openPage, scrollTop } from '@/tests/e2e/support/page'

/** The specification's limits for the home page: a section shows up to 8 stories, the feed 15. */
const perSection = 8
const latestStories = 15
/** How tall the home page may be on a phone, in screens. */
export const phoneScreens = 12

interface Shift {
  value: number
  at: number
  sources: string[]
}

/** Records every layout shift from the first paint on, in window.layoutShifts. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Opens the home page on a phone and scrolls through it as a reader does, half a screen at a
 * time. Every story the home page holds is shown on the way, nothing moves under the reader or
 * scrolls sideways, and the whole page is at most `phoneScreens` screens tall.
 */
export async function expectCompactHomeOnPhone(page: Page): Promise<void> {
  await recordLayoutShifts(page)
  await openPage(page, '/')
  const screen = page.viewportSize()!.height
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width)

  const stories = page.getByRole('main').getByRole('article')
  // Which stories a section leaves out, as shown above it, is checked in home.spec.ts.
  const sectionStories = await Promise.all(
    categories.map(({ name }) =>
      page.getByRole('region', { name, exact: true }).getByRole('article').count(),
    ),
  )
  for (const count of sectionStories) expect(count).toBeLessThanOrEqual(perSection)
  const trending = await page
    .getByRole('complementary', { name: 'Trending Stories' })
    .getByRole('article')
    .count()
  const expected = 1 + trending + sectionStories.reduce((a, b) => a + b, 0) + latestStories
  await expect(stories).toHaveCount(expected)
  await expect(
    page.getByRole('region', { name: 'Latest HR Leadership News' }).getByRole('article'),
  ).toHaveCount(latestStories)

  for (;;) {
    const before = await scrollTop(page)
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    if (before >= end - 1) break
    await page.mouse.wheel(0, screen / 2)
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before)
  }
  // Every story's headline and image are on the page, and were drawn on the way down.
  for (let index = 0; index < expected; index++) {
    const story = stories.nth(index)
    await story.scrollIntoViewIfNeeded()
    await expect(story.getByRole('heading').getByRole('link'), `story ${index + 1}`).toBeVisible()
  }

  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect
    .soft(
      height / screen,
      `the page is ${height} px, ${(height / screen).toFixed(1)} screens of ${screen} px`,
    )
    .toBeLessThanOrEqual(phoneScreens)
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
  )
  expect(shifts.filter(({ value }) => value > 0)).toEqual([])
}
