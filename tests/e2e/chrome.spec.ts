import { expect, test } from 'playwright/test'
import { buildTime } from '@/lib/content/dates'
import { categories, settings } from '@/tests/e2e/support/dataset'
import {
  holdScripts,
  literally,
  openPage,
  scrollTop,
  untilHydrated,
} from '@/tests/e2e/support/page'

test.describe('site header', () => {
  test('the logo in the header takes me back to the home page', async ({ page }) => {
    await openPage(page, '/about')
    const logo = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${settings.siteName}`) })
    await expect(logo).toHaveAttribute('href', '/')
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Trending Stories' })).toBeVisible()
  })

  test('the logo link is named by the text it shows, so a reader can say what they see', async ({
    page,
  }) => {
    await page.goto('/')
    const logo = page.getByRole('banner').getByRole('link').first()
    await expect(logo).toHaveAttribute('href', '/')
    // WCAG 2.5.3: the visible text starts the accessible name (or is all of it).
    const shown = (await logo.innerText()).replace(/\s+/g, ' ').trim()
    expect(shown).toBe(settings.siteName)
    await expect(logo).toHaveAccessibleName(new RegExp(`^${literally(shown).source}`))
  })

  test('the header navigation links to the four categories', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation')
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(4)
    await expect(links).toHaveText(
      categories.map(({ name }) => name),
      { ignoreCase: true },
    )
    for (const { name, slug } of categories) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/category/${slug.current}`,
      )
    }
  })

  test('clicking a category in the header opens its listing', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Culture', exact: true }).click()
    await expect(page).toHaveURL(/\/category\/culture$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Culture' })).toBeVisible()
  })

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await openPage(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('site footer', () => {
  test('the footer lists the four topics', async ({ page }) => {
    await page.goto('/')
    const topics = page.getByRole('contentinfo').getByRole('navigation', { name: 'Topics' })
    await expect(topics.getByRole('link')).toHaveCount(4)
    for (const { name, slug } of categories) {
      await expect(topics.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/category/${slug.current}`,
      )
    }
  })

  test('the footer lists the company pages', async ({ page }) => {
    await page.goto('/')
    const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' })
    const expected = [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Careers', '/careers'],
      ['Privacy Policy', '/privacy'],
    ] as const
    await expect(company.getByRole('link')).toHaveCount(expected.length)
    for (const [name, href] of expected) {
      await expect(company.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('the social links open LinkedIn, Twitter and Facebook in a new tab safely', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const social = [
      ['LinkedIn', settings.social.linkedin],
      ['Twitter', settings.social.twitter],
      ['Facebook', settings.social.facebook],
    ] as const
    for (const [network, href] of social) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}\\b`) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/)
    }
  })

  test("the copyright line shows the year of the build's clock", async ({ page }) => {
    await page.goto('/')
    // SOURCE_DATE_EPOCH when the tests fix it, else the real time, as the build counts it.
    const year = String(buildTime().getUTCFullYear())
    await expect(page.getByRole('contentinfo').getByText(`© ${year}`)).toBeVisible()
  })
})

test.describe('navigation', () => {
  test('following a link from far down a page lands at the top of the next page', async ({
    page,
  }) => {
    await openPage(page, '/about')
    const contact = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Contact', exact: true })
    await contact.scrollIntoViewIfNeeded()
    expect(await scrollTop(page)).toBeGreaterThan(200)
    await contact.click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
    await expect.poll(() => scrollTop(page)).toBe(0)
  })
  test('scrolling before the page has loaded its scripts keeps the reader where they are', async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect.poll(scripts.count).toBeGreaterThan(0)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(1000)
    const scrolledTo = await scrollTop(page)
    await scripts.release()
    await untilHydrated(page)
    expect(await scrollTop(page)).toBe(scrolledTo)
  })

  test('reloading a page keeps the reader where they were', async ({ page }) => {
    await openPage(page, '/about')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(400)
    const scrolledTo = await scrollTop(page)
    await page.reload()
    await untilHydrated(page)
    await expect.poll(() => scrollTop(page)).toBe(scrolledTo)
  })
})
