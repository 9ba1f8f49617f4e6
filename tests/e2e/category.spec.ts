import { expect, test } from 'playwright/test'
import {
  categories,
  category,
  dateText,
  newsDesk,
  summariesIn,
  summaryHref,
} from '@/tests/e2e/support/dataset'

test('every listing, with its description, shows one card per story of its category', async ({
  page,
}) => {
  // The specification's counts per category are the seed's corpus check's: here, each shown.
  for (const { name, slug } of categories) {
    await test.step(name, async () => {
      const expected = summariesIn(slug.current)
      await page.goto(`/category/${slug.current}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(
        page.getByText(category(slug.current).description, { exact: true }),
      ).toBeVisible()
      const links = page
        .getByRole('main')
        .getByRole('article')
        .getByRole('heading')
        .getByRole('link')
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        expect.arrayContaining(expected.map(summaryHref)),
      )
      await expect(links).toHaveCount(expected.length)
      // One card in full: every card is the same template.
      const item = expected[0]!
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: item.title, exact: true }) })
      for (const text of [item.excerpt, newsDesk.name, dateText(item), name])
        await expect(card.getByText(text, { exact: true }), text).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)
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
