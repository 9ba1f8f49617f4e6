import { expect, test } from 'playwright/test'

// Its status and heading are checked with every page's in quality/everyPage.spec.ts, its links in
// readerDetails.spec.ts.
test(
  'the not-found page logs the missing path to the console',
  { tag: '@gate' },
  async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      // The browser's own note about the 404 response does not count: the page must log the path.
      if (!message.text().startsWith('Failed to load resource')) messages.push(message.text())
    })
    await page.goto('/no-such-page')
    await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true)
  },
)
