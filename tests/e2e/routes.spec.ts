import { expect, test, type Page } from 'playwright/test'
import {
  aboutPage,
  articleSlugs,
  article,
  careersPage,
  categories,
  newsDesk,
  privacyPage,
  topics,
} from './support/dataset'
import { untilHydrated } from './support/page'

/**
 * Every route the site publishes answers 200, renders its page inside the shared chrome and
 * hydrates, with no error and nothing its script policy refused. Part of the deploy gate.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** What the page's Content-Security-Policy blocked, as the page itself is told. */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
}

async function expectRendered(page: Page, path: string, heading: string | RegExp) {
  const errors = collectErrors(page)
  const violations = await watchPolicyViolations(page)
  const response = await page.goto(path)
  expect(response?.status(), `${path} status`).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  expect(errors, `errors on ${path}`).toEqual([])
  expect(await violations(), `policy violations on ${path}`).toEqual([])
}

test.describe('every route renders', { tag: '@gate' }, () => {
  test('the home page renders', async ({ page }) => {
    await expectRendered(page, '/', /\S/)
    await expect(page.getByRole('heading', { name: 'Trending Stories' })).toBeVisible()
  })

  for (const { name, slug } of categories) {
    test(`the ${name} listing renders`, async ({ page }) => {
      await expectRendered(page, `/category/${slug.current}`, name)
    })
  }

  for (const slug of articleSlugs) {
    test(`the article ${slug} renders`, async ({ page }) => {
      await expectRendered(page, `/article/${slug}`, article(slug).headline)
    })
  }

  for (const { name, slug } of topics) {
    test(`the topic ${name} renders`, async ({ page }) => {
      await expectRendered(page, `/topic/${slug.current}`, name)
    })
  }

  test("the news desk's page renders", async ({ page }) => {
    await expectRendered(page, `/author/${newsDesk.slug.current}`, newsDesk.name)
  })

  test('the search page renders', async ({ page }) => {
    await expectRendered(page, '/search?q=employers', 'Search')
  })

  test('the About page renders', async ({ page }) => {
    await expectRendered(page, '/about', aboutPage.title)
  })

  test('the Contact page renders', async ({ page }) => {
    await expectRendered(page, '/contact', /\S/)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
  })

  test('the Privacy page renders', async ({ page }) => {
    await expectRendered(page, '/privacy', privacyPage.title)
  })

  test('the Careers page renders', async ({ page }) => {
    await expectRendered(page, '/careers', careersPage.title)
  })
})
