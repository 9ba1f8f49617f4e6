import { expect, test } from 'playwright/test'
import { summariesIn } from '@/tests/e2e/support/dataset'

// What each listing shows, card by card: tests/builtSite (content.test.ts, discovery.test.ts).

test('a category typed in capitals shows its listing, and an unknown one an empty listing', async ({
  page,
}) => {
  await page.goto('/category/LEADERSHIP')
  await expect(page).toHaveURL(/\/category\/leadership$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(
    summariesIn('leadership').length,
  )

  await page.goto('/category/unknownthing')
  await expect(page.getByText('No articles found in Unknownthing')).toBeVisible()
  await expect(page.getByText('Check back soon for new content in this category.')).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
})
