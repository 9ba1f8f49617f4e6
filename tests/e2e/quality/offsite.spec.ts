import { expect, test } from 'playwright/test'
import { sitemapPaths } from './routes'

for (const path of sitemapPaths()) {
  test(`${path} loads without a single request leaving the site`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const offsite: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.origin !== origin) offsite.push(request.url())
    })
    await page.goto(path)
    // Scroll to the end so lazy images and reveals load too. Headless Chromium sometimes stops
    // scheduling frames, so each wait is a frame or 100 ms, whichever comes first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => {
          requestAnimationFrame(resolve)
          setTimeout(resolve, 100)
        })
      }
    })
    await page.waitForLoadState('networkidle')
    expect(offsite).toEqual([])
  })
}

test('the pages run under their script policy without a violation', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  for (const path of [
    '/',
    '/article/h1b-changes',
    '/contact',
    '/category/talent',
    '/no-such-page',
  ]) {
    const response = await page.goto(path)
    // The page's own policy is in its meta tag; the header adds what a meta tag cannot carry.
    expect(
      await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
    ).toContain("default-src 'self'")
    expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'")
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
