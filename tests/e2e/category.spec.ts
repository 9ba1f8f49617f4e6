import { expect, test } from 'playwright/test'
import {
  categories,
  category,
  dateText,
  newsDesk,
  summariesIn,
  summaryHref,
} from '@/tests/e2e/support/dataset'

test('every listing, with its description, shows one full card per story of its category', async ({
  page,
}) => {
  // The specification's own figure for the seed.
  expect(summariesIn('leadership')).toHaveLength(9)
  for (const { name, slug } of categories) {
    await test.step(name, async () => {
      const expected = summariesIn(slug.current)
      await page.goto(`/category/${slug.current}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(
        page.getByText(category(slug.current).description, { exact: true }),
      ).toBeVisible()
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(expected.length)
      for (const item of expected) {
        const card = cards.filter({
          has: page.getByRole('heading', { name: item.title, exact: true }),
        })
        await expect(card, item.title).toHaveCount(1)
        await expect(card.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
          'href',
          summaryHref(item),
        )
        await expect(card.getByText(item.excerpt, { exact: true })).toBeVisible()
        await expect(card.getByText(newsDesk.name, { exact: true })).toBeVisible()
        await expect(card.getByText(dateText(item), { exact: true })).toBeVisible()
        await expect(card.getByText(name, { exact: true })).toBeVisible()
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)
        // Read times run from 4 to 18 minutes.
        const minutes = Number.parseInt(await card.getByText(/^\d+ min read$/).innerText(), 10)
        expect(minutes, item.title).toBeGreaterThanOrEqual(4)
        expect(minutes, item.title).toBeLessThanOrEqual(18)
      }
    })
  }
})

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
