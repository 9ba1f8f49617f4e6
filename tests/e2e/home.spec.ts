import { expect, test, type Locator, type Page } from 'playwright/test'
import {
  categories,
  dateText,
  homePage,
  summariesIn,
  summary,
  summaryHref,
} from '@/tests/e2e/support/dataset'
import { effectiveOpacity, openPage, scrollTop } from '@/tests/e2e/support/page'

/** The stories an area of the page links to, by their headlines' links. */
const hrefsIn = (area: Locator) =>
  area
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))

/** How tall the home page may be on a phone, in screens. */
const phoneScreens = 12

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

const latest = (page: Page) => page.getByRole('region', { name: 'Latest HR Leadership News' })

test('the home page leads with the H-1B fee, then trending, the sections and the 15 latest', async ({
  page,
}) => {
  await openPage(page, '/')
  const main = page.getByRole('main')
  const featured = main.getByRole('article').first()
  const trending = page.getByRole('complementary', { name: 'Trending Stories' })
  // Which stories lead, trend and come latest, and how many, is queries.test.ts's: here, shown.
  await test.step('the featured story is the H-1B fee', async () => {
    const link = featured.getByRole('heading').getByRole('link')
    await expect(link).toHaveAttribute('href', '/article/h1b-changes')
    await expect(link).toHaveText(summary(homePage().featured._ref).title)
  })
  await test.step('Trending Stories lists its three stories', async () => {
    const titles = homePage().trending.map(({ _ref }) => summary(_ref).title)
    await expect(trending.getByRole('heading', { level: 3 })).toHaveText(titles)
  })
  // Whole rows and no story twice, for the same content: homeSections.test.ts.
  await test.step('each section shows stories of its category', async () => {
    for (const { name, slug } of categories) {
      const section = page.getByRole('region', { name, exact: true })
      const ours = summariesIn(slug.current).map(summaryHref)
      for (const href of await hrefsIn(section))
        expect(ours, `${href} is a ${name} story`).toContain(href)
      await expect(section.getByRole('link', { name: /^View More/ })).toHaveAttribute(
        'href',
        `/category/${slug.current}`,
      )
    }
  })
  // The 15 latest, each shown: 'home page without JavaScript' below.
  await test.step('every card links to an article and dates itself from its publish time', async () => {
    const articleRoutes = new Set(
      categories.flatMap(({ slug }) => summariesIn(slug.current).map(summaryHref)),
    )
    for (const href of await hrefsIn(main.getByRole('article')))
      expect(articleRoutes, `${href} is an article`).toContain(href)
    // No date label is typed by hand.
    for (const time of await main.locator('time[datetime]').all())
      await expect(time).toHaveText(
        dateText({ publishedAt: (await time.getAttribute('datetime'))! }),
      )
  })
  await test.step('latest stories further down fade in as I scroll to them', async () => {
    const last = latest(page).getByRole('article').last()
    await expect.poll(() => effectiveOpacity(last)).toBe(0)
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => effectiveOpacity(last)).toBe(1)
  })
})

test.describe('home page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  // Scrolled as a reader does, half a screen at a time; what each part holds is the test above.
  test(`every story, in at most ${phoneScreens} screens, and nothing shifts or scrolls sideways`, async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await openPage(page, '/')
    const screen = page.viewportSize()!.height
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width)
    for (;;) {
      const before = await scrollTop(page)
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      )
      if (before >= end - 1) break
      await page.mouse.wheel(0, screen / 2)
      await expect.poll(() => scrollTop(page)).toBeGreaterThan(before)
    }
    // Every story's headline was drawn on the way down.
    const stories = page.getByRole('main').getByRole('article')
    for (let index = 0; index < (await stories.count()); index++) {
      const story = stories.nth(index)
      await story.scrollIntoViewIfNeeded()
      await expect(story.getByRole('heading').getByRole('link'), `story ${index + 1}`).toBeVisible()
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect
      .soft(height / screen, `the page is ${height} px, ${(height / screen).toFixed(1)} screens`)
      .toBeLessThanOrEqual(phoneScreens)
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
    )
    expect(shifts.filter(({ value }) => value > 0)).toEqual([])
  })
})

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('stories below the fold are shown without waiting for a scroll animation', async ({
    page,
  }) => {
    await openPage(page, '/')
    // Everything the page asks for has loaded, scroll-reveal effects included.
    await page.waitForLoadState('networkidle')
    const cards = latest(page).getByRole('article')
    await expect(cards).toHaveCount(15)
    const box = await cards.last().boundingBox()
    expect(box!.y).toBeGreaterThan(page.viewportSize()!.height)
    for (let index = 0; index < 15; index++)
      expect(await effectiveOpacity(cards.nth(index)), `latest story ${index + 1}`).toBe(1)
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('all 15 latest stories are readable', async ({ page }) => {
    await page.goto('/')
    const headings = latest(page).getByRole('article').getByRole('heading')
    await expect(headings).toHaveCount(15)
    for (let index = 0; index < 15; index++) {
      await expect(headings.nth(index)).toBeVisible()
      expect(await effectiveOpacity(headings.nth(index)), `latest story ${index + 1}`).toBe(1)
    }
  })
})
