import { expect, test } from 'playwright/test'

test.describe('printing an article', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/article/h1b-changes')
    await page.emulateMedia({ media: 'print' })
  })

  test('leaves out the site chrome and the share block', async ({ page }) => {
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Share this article' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Read more articles' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden()
  })

  test('keeps the story and prints each citation with its URL', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const citation = page.getByRole('region', { name: 'Sources' }).getByRole('link').first()
    const href = await citation.getAttribute('href')
    const printed = await citation.evaluate(
      (element) => getComputedStyle(element, '::after').content,
    )
    expect(printed).toContain(href)
  })
})
