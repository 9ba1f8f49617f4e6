import { expect, test } from 'playwright/test'
import { settings } from '@/tests/e2e/support/dataset'
import {
  holdScripts,
  literally,
  openPage,
  scrollTop,
  untilHydrated,
} from '@/tests/e2e/support/page'

test('the skip link and the logo work, a link far down the page lands at the top of the next, and a reload keeps the reader there', async ({
  page,
}) => {
  await openPage(page, '/')
  const header = page.getByRole('banner')
  const footer = page.getByRole('contentinfo')
  await test.step('the skip link moves keyboard focus to the main content', async () => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
  await test.step('the logo is named by the text it shows and leads home', async () => {
    const logo = header.getByRole('link').first()
    await expect(logo).toHaveAttribute('href', '/')
    // WCAG 2.5.3: the visible text starts the accessible name (or is all of it).
    const shown = (await logo.innerText()).replace(/\s+/g, ' ').trim()
    expect(shown).toBe(settings.siteName)
    await expect(logo).toHaveAccessibleName(new RegExp(`^${literally(shown)}`))
  })
  // Where the header's and the footer's links lead: tests/builtSite/content.test.ts.
  await test.step('a link far down the page lands at the top of the next', async () => {
    const contact = footer.getByRole('link', { name: 'Contact', exact: true })
    await contact.scrollIntoViewIfNeeded()
    expect(await scrollTop(page)).toBeGreaterThan(200)
    await contact.click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
    await expect.poll(() => scrollTop(page)).toBe(0)
  })
  // A page that holds still as it loads: the home page's late images and reveals move what the
  // browser restores to.
  await test.step('reloading a page keeps the reader where they were', async () => {
    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(400)
    const scrolledTo = await scrollTop(page)
    await page.reload()
    await untilHydrated(page)
    await expect.poll(() => scrollTop(page)).toBe(scrolledTo)
  })
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
