import { expect, test } from 'playwright/test'

// Its status and heading are checked with every page's in quality/everyPage.spec.ts.
test.describe('not-found page', () => {
  test('the not-found page links back home', async ({ page }) => {
    await page.goto('/no-such-page')
    const home = page.getByRole('main').getByRole('link', { name: /home/i })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Trending Stories' })).toBeVisible()
  })

  test('the missing path is logged to the console', { tag: '@gate' }, async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      // The browser's own note about the 404 response does not count: the page must log the path.
      if (!message.text().startsWith('Failed to load resource')) messages.push(message.text())
    })
    await page.goto('/no-such-page')
    await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true)
  })

  test('a missing article is the not-found page too', async ({ page }) => {
    const response = await page.goto('/article/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible()
  })
})
