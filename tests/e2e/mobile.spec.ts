import { expect, test, type Page } from 'playwright/test'
import { categories } from '@/tests/e2e/support/dataset'
import { openPage } from '@/tests/e2e/support/page'

// Runs in the `mobile` project (Pixel 7).

/** The menu's summary: a disclosure that works with script and without. */
const menuButton = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true })
const [firstCategory, secondCategory] = categories

test.describe('mobile navigation', () => {
  test(
    'the categories are tucked behind Menu, which shows them with focus on the first, and Escape closes it and returns focus; a category chosen in it opens, closes the menu and is marked in it',
    { tag: '@gate' },
    async ({ page }) => {
      await openPage(page, '/')
      const link = (name: string) =>
        page.getByRole('banner').getByRole('link', { name, exact: true })
      for (const { name } of categories) await expect(link(name)).toBeHidden()
      await expect(menuButton(page)).toHaveAccessibleName('Menu')
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await menuButton(page).click()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
      for (const { name } of categories) await expect(link(name)).toBeVisible()
      // The header's search form, which leads to results on any page (discovery.spec.ts).
      await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible()
      await expect(link(firstCategory!.name)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menuButton(page)).toBeFocused()
      await expect(link(firstCategory!.name)).toBeHidden()
      await menuButton(page).click()
      await link(secondCategory!.name).click()
      await expect(page).toHaveURL(new RegExp(`/category/${secondCategory!.slug.current}$`))
      await expect(
        page.getByRole('heading', { level: 1, name: secondCategory!.name }),
      ).toBeVisible()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(link(secondCategory!.name)).toBeHidden()
      await menuButton(page).click()
      const menu = page.getByRole('navigation', { name: 'Main menu' })
      await expect(menu.locator('[aria-current="page"]')).toHaveText(secondCategory!.name)
      await expect(menu.locator('[aria-current]')).toHaveCount(1)
    },
  )
})

test.describe('mobile navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu opens, without a stale state, and leads to a section and to search', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    const link = banner.getByRole('link', { name: secondCategory!.name, exact: true })
    await expect(link).toBeHidden()
    await expect(menuButton(page)).not.toHaveAttribute('aria-expanded')
    await menuButton(page).click()
    await expect(link).toBeVisible()
    await expect(banner.getByRole('searchbox', { name: 'Search articles' })).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/category/${secondCategory!.slug.current}$`))
  })
})

test.describe('the search page on a small phone', () => {
  test.use({ viewport: { width: 375, height: 667 } })
  const muted = 'rgb(91, 98, 112)'

  test('shows the results first, the filters behind one Filter button that counts what is ticked', async ({
    page,
  }) => {
    await page.goto('/search?q=arbitration')
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByRole('listitem').first().getByRole('heading')).toBeInViewport()
    await expect(page.getByRole('group', { name: 'Month' })).toBeHidden()

    const filter = page.getByRole('button', { name: 'Filter', exact: true })
    await expect(filter).toHaveAttribute('aria-expanded', 'false')
    await filter.click()
    const months = page.getByRole('group', { name: 'Month' }).getByRole('listitem')
    // A month with no arbitration story is dimmed; one with a story is not.
    const withNone = months.filter({ hasText: /\(0\)$/ }).first()
    const withSome = months.filter({ hasText: /\([1-9]\d*\)$/ }).first()
    await expect(withNone).toHaveCSS('color', muted)
    await expect(withSome).not.toHaveCSS('color', muted)
    await withSome.getByRole('checkbox').check()
    await expect(page.getByRole('button', { name: 'Filter (1)', exact: true })).toBeVisible()
  })
})
