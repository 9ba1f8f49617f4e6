import { expect, test } from 'playwright/test'

test('a printed article leaves out the chrome and share block, and prints each citation’s URL', async ({
  page,
}) => {
  await page.goto('/article/h1b-changes')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  for (const heading of ['Share this article', 'Read more articles'])
    await expect(page.getByRole('heading', { name: heading })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const citation = page.getByRole('region', { name: 'Sources' }).getByRole('link').first()
  const href = await citation.getAttribute('href')
  const printed = await citation.evaluate((element) => getComputedStyle(element, '::after').content)
  expect(printed).toContain(href)
})
