import { expect, test } from 'playwright/test'
import {
  categories,
  category,
  dateText,
  newsDesk,
  summariesIn,
  summaryHref,
} from '@/tests/e2e/support/dataset'
import { literally } from '@/tests/e2e/support/page'

test.describe('category listing', () => {
  test('every listing shows one card per story of its category', async ({ page }) => {
    for (const { name, slug } of categories) {
      await test.step(name, async () => {
        const expected = summariesIn(slug.current)
        await page.goto(`/category/${slug.current}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.length)
        // The order is the site's to choose: compare the titles as sets.
        const shown = await page
          .getByRole('main')
          .getByRole('article')
          .getByRole('heading')
          .allTextContents()
        expect(shown.sort()).toEqual(expected.map(({ title }) => title).sort())
      })
    }
  })

  test('the Leadership listing, with its description, holds 9 cards, each with title, excerpt, author, read time, date, category and image', async ({
    page,
  }) => {
    await page.goto('/category/leadership')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership')
    await expect(page.getByText(category('leadership').description, { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(9)
    for (const item of summariesIn('leadership')) {
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({
          has: page.getByRole('heading', { name: item.title, exact: true }),
        })
      await expect(card, item.title).toHaveCount(1)
      await expect(card.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        summaryHref(item),
      )
      await expect(card.getByText(item.excerpt, { exact: true })).toBeVisible()
      await expect(card.getByText(newsDesk.name, { exact: true })).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(card.getByText(dateText(item), { exact: true })).toBeVisible()
      await expect(card.getByText('Leadership', { exact: true })).toBeVisible()
      const image = card.getByRole('img')
      await expect(image).toHaveCount(1)
      await expect(image).toHaveAttribute('alt', /\S/)
    }
  })

  test('read times are between 4 and 18 minutes', async ({ page }) => {
    await page.goto('/category/talent')
    const readTimes = await page
      .getByRole('main')
      .getByText(/^\d+ min read$/)
      .allTextContents()
    expect(readTimes.length).toBe(summariesIn('talent').length)
    for (const readTime of readTimes) {
      const minutes = Number(readTime.split(' ')[0])
      expect(minutes, readTime).toBeGreaterThanOrEqual(4)
      expect(minutes, readTime).toBeLessThanOrEqual(18)
    }
  })

  test('clicking a card opens its article', async ({ page }) => {
    await page.goto('/category/culture')
    const [first] = summariesIn('culture')
    await page.getByRole('main').getByRole('link', { name: first!.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${literally(summaryHref(first!)).source}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a category typed in capitals shows the same listing', async ({ page }) => {
    await page.goto('/category/LEADERSHIP')
    await expect(page).toHaveURL(/\/category\/leadership$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(
      summariesIn('leadership').length,
    )
  })

  test('an unknown category shows an empty listing rather than an error', async ({ page }) => {
    await page.goto('/category/unknownthing')
    await expect(page.getByText('No articles found in Unknownthing')).toBeVisible()
    await expect(page.getByText('Check back soon for new content in this category.')).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
  })

  test('the category path without a category is the not-found page', async ({ page }) => {
    await page.goto('/category')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })
})
