import { expect, test, type Page } from 'playwright/test'
import { categories } from '@/tests/e2e/support/dataset'
import { effectiveOpacity, openPage, scrollTop } from '@/tests/e2e/support/page'

/** How tall the home page may be on a phone, in screens. */
const phoneScreens = 12

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

// What each part of the page holds: tests/builtSite/content.test.ts; here, what it does.
test.describe('home page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  /** The last card of the last section, far below the first screen. */
  const lastCard = (page: Page) =>
    page
      .getByRole('region', { name: categories.at(-1)!.name, exact: true })
      .getByRole('article')
      .last()
  /** Whether the browser has drawn the card's headline, rather than skipping it as off screen. */
  const headlineDrawn = (page: Page) =>
    lastCard(page)
      .getByRole('heading')
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
  const loadedImageSource = (page: Page) =>
    lastCard(page)
      .locator('img')
      .evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : ''))

  // Scrolled as a reader does, half a screen at a time.
  test(`every story, in at most ${phoneScreens} screens, drawn, fetched and faded in as I near it, and nothing shifts or scrolls sideways`, async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await openPage(page, '/')
    const lastLatest = latest(page).getByRole('article').last()
    await expect.poll(() => effectiveOpacity(lastLatest)).toBe(0)
    expect(await headlineDrawn(page)).toBe(false)
    expect(await loadedImageSource(page)).toBe('')
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
    await expect.poll(() => effectiveOpacity(lastLatest)).toBe(1)
    // Drawn while near the screen: from the page's end, scrolled back to it.
    await lastCard(page).scrollIntoViewIfNeeded()
    await expect.poll(() => headlineDrawn(page)).toBe(true)
    await expect.poll(() => loadedImageSource(page)).toMatch(/\/media\/[0-9a-f]+-\d+\.avif$/)
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
      () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
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
