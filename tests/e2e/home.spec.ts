import { expect, test, type Locator, type Page } from 'playwright/test'
import {
  categories,
  homePage,
  summariesIn,
  summary,
  summaryHref,
} from '@/tests/e2e/support/dataset'
import { expectCompactHomeOnPhone, phoneScreens } from '@/tests/e2e/support/homeOnPhone'
import { effectiveOpacity, openPage, untilSettled } from '@/tests/e2e/support/page'

/** The stories an area of the page links to, by their headlines' links. */
const hrefsIn = (area: Locator) =>
  area
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))

const latest = (page: Page) => page.getByRole('region', { name: 'Latest HR Leadership News' })

test.describe('home page', () => {
  test('the featured story is about the $100,000 H-1B fee and opens that article', async ({
    page,
  }) => {
    await openPage(page, '/')
    const featured = page.getByRole('main').getByRole('article').first()
    await expect(featured).toContainText('$100,000')
    const link = featured.getByRole('heading').getByRole('link')
    await expect(link).toHaveAttribute('href', '/article/h1b-changes')
    await expect(link).toHaveText(summary(homePage.featured._ref).title)
    await link.click()
    await expect(page).toHaveURL(/\/article\/h1b-changes$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('$100,000')
  })

  test('Trending Stories lists exactly three stories', async ({ page }) => {
    await page.goto('/')
    const trending = page.getByRole('complementary', { name: 'Trending Stories' })
    await expect(trending.getByRole('article')).toHaveCount(3)
    const titles = homePage.trending.map(({ _ref }) => summary(_ref).title)
    await expect(trending.getByRole('heading', { level: 3 })).toHaveText(titles)
  })

  test('the four topic sections, in order, each show at most 8 of their stories and lead to their listing', async ({
    page,
  }) => {
    await page.goto('/')
    const sectionHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
    const names = await sectionHeadings.allTextContents()
    const order = categories.map(({ name }) => names.indexOf(name))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(categories.map(({ name }) => name)).toEqual([
      'Leadership',
      'Talent',
      'Culture',
      'Analytics',
    ])

    // What the page shows above the sections: the lead and the trending stories.
    const shown = new Set(await hrefsIn(page.getByRole('main').getByRole('article').first()))
    for (const href of await hrefsIn(page.getByRole('complementary', { name: 'Trending Stories' })))
      shown.add(href)
    for (const { name, slug } of categories) {
      await test.step(name, async () => {
        const section = page.getByRole('region', { name, exact: true })
        const stories = summariesIn(slug.current)
        expect(stories.length).toBeGreaterThan(0)
        const hrefs = await hrefsIn(section)
        expect(hrefs.length).toBeLessThanOrEqual(8)
        // A story shown above (lead, trending, an earlier section) is not shown again.
        for (const href of hrefs) {
          expect(shown, `${href} is shown again under ${name}`).not.toContain(href)
          shown.add(href)
        }
        // Fewer than 8 only when every other story of the section is shown above.
        if (hrefs.length < 8)
          for (const story of stories) expect(shown).toContain(summaryHref(story))
        const titles = new Set(stories.map(({ title }) => title))
        for (const heading of await section
          .getByRole('article')
          .getByRole('heading')
          .allTextContents())
          expect(titles, `"${heading}" is a ${name} story`).toContain(heading)
        await expect(section.getByRole('link', { name: /^View More/ })).toHaveAttribute(
          'href',
          `/category/${slug.current}`,
        )
      })
    }
  })

  test('View More under Talent opens the Talent listing', async ({ page }) => {
    await openPage(page, '/')
    await page
      .getByRole('region', { name: 'Talent', exact: true })
      .getByRole('link', { name: /^View More/ })
      .click()
    await expect(page).toHaveURL(/\/category\/talent$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Talent' })).toBeVisible()
  })

  test('Latest HR Leadership News lists exactly 15 stories', async ({ page }) => {
    await page.goto('/')
    await expect(
      latest(page).getByRole('heading', { level: 2, name: 'Latest HR Leadership News' }),
    ).toBeVisible()
    await expect(latest(page).getByRole('article')).toHaveCount(15)
  })

  test('every story card has a headline that links to an article', async ({ page }) => {
    await page.goto('/')
    const cards = page.getByRole('main').getByRole('article')
    const count = await cards.count()
    // Featured, 3 trending, the four sections and 15 latest stories.
    let sectionCards = 0
    for (const { name } of categories)
      sectionCards += await page
        .getByRole('region', { name, exact: true })
        .getByRole('article')
        .count()
    expect(count).toBe(1 + 3 + sectionCards + 15)
    const articleRoutes = new Set(
      categories.flatMap(({ slug }) => summariesIn(slug.current).map((item) => summaryHref(item))),
    )
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading')).toHaveCount(1)
      const link = card.getByRole('heading').getByRole('link')
      await expect(link).toHaveText(/\S/)
      const href = await link.getAttribute('href')
      expect(articleRoutes, `card ${index + 1} links to an article`).toContain(href)
    }
  })

  test('latest stories further down fade in as I scroll to them', async ({ page }) => {
    await openPage(page, '/')
    const last = latest(page).getByRole('article').last()
    await expect.poll(() => effectiveOpacity(last)).toBe(0)
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => effectiveOpacity(last)).toBe(1)
  })
})

test.describe('home page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test(`every story, in at most ${phoneScreens} screens, and nothing shifts as I scroll`, async ({
    page,
  }) => {
    await expectCompactHomeOnPhone(page)
  })
})

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('stories below the fold are shown without waiting for a scroll animation', async ({
    page,
  }) => {
    await openPage(page, '/')
    await untilSettled(page)
    const cards = latest(page).getByRole('article')
    await expect(cards).toHaveCount(15)
    const box = await cards.last().boundingBox()
    expect(box!.y).toBeGreaterThan(page.viewportSize()!.height)
    for (let index = 0; index < 15; index++) {
      expect(await effectiveOpacity(cards.nth(index)), `latest story ${index + 1}`).toBe(1)
    }
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
