import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from 'playwright/test'
import { resultsPerPage } from '@/app/search/pagefind'
import { freePort, startSite, type RunningSite } from '@/scripts/siteServer'
import { articles, categories, summaries } from '@/tests/e2e/support/dataset'
import { wordOnlyInOneBody } from '@/tests/e2e/support/searchWords'

/**
 * A large site's index comes in bundles of at most 5,000 articles (scripts/pipeline/searchBundles.ts).
 * Here the built site is indexed again in bundles of five, so its 19 articles span four, and
 * the search page must search them as one: every bundle's articles found, counts summed, and
 * "newest first" in date order across bundles.
 */

const perBundle = 5

const results = (page: Page) => page.getByRole('region', { name: 'Search results' })
const status = (page: Page) => results(page).getByRole('status')
const newestFirst = [...articles].sort((a, b) =>
  a.publishedAt === b.publishedAt
    ? `/article/${a.slug.current}`.localeCompare(`/article/${b.slug.current}`)
    : a.publishedAt < b.publishedAt
      ? 1
      : -1,
)

test("a search across bundles finds the last bundle's word first, counts a category's stories and lists them newest first, and counts its results by filter in every bundle", async ({
  page,
}) => {
  // Copying the site, indexing it again and starting the host's runtime take a while.
  test.setTimeout(120_000)
  const site = await mkdtemp(path.join(tmpdir(), 'bundled-search-'))
  let server: RunningSite | undefined
  try {
    await cp('out', site, { recursive: true })
    execFileSync(
      'node_modules/.bin/tsx',
      ['scripts/steps/searchIndex.ts', site, '--articles-per-bundle', String(perBundle)],
      { stdio: 'pipe' },
    )
    server = await startSite(site, await freePort())
    const origin = server.url
    await test.step('a word found only in one of the oldest stories, in the last bundle, finds it first', async () => {
      const lastBundle = newestFirst.slice(-(articles.length % perBundle || perBundle))
      const { word, article } = wordOnlyInOneBody(lastBundle)
      await page.goto(`${origin}/search?q=${encodeURIComponent(word)}`)
      // Each bundle that lacks the word answers with its nearest (docs/SEARCH.md), ranked below it.
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ articles? for “${word}”$`))
      await expect(
        results(page).getByRole('listitem').first().getByRole('link', { name: article.headline }),
      ).toHaveAttribute('href', `/article/${article.slug.current}`)
    })
    await test.step('a category across bundles counts all its stories and lists them newest first', async () => {
      const inCategory = (categoryId: string) =>
        new Set(
          summaries
            .filter((card) => card.categories.some(({ _ref }) => _ref === categoryId))
            .map((card) => card.article._ref),
        )
      const category = [...categories].sort(
        (a, b) => inCategory(b._id).size - inCategory(a._id).size,
      )[0]!
      const expected = newestFirst
        .filter((article) => inCategory(category._id).has(article._id))
        .map((article) => `/article/${article.slug.current}`)
      await page.goto(`${origin}/search?category=${encodeURIComponent(category.name)}&sort=newest`)
      await expect(status(page)).toHaveText(`${expected.length} articles`)
      const links = results(page).getByRole('listitem').getByRole('link')
      for (let shown = resultsPerPage; shown < expected.length; shown += resultsPerPage) {
        await expect(links).toHaveCount(shown)
        await page.getByRole('button', { name: 'Show more results' }).click()
      }
      await expect(links).toHaveCount(expected.length)
      const shown = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
      expect([...shown].sort()).toEqual([...expected].sort())
      // Stories published at the same instant may come in either order.
      const published = (href: string) =>
        articles.find((article) => `/article/${article.slug.current}` === href)!.publishedAt
      expect(shown.map(published)).toEqual(expected.map(published))
    })
    await test.step("the address's first search counts its results by filter in every bundle", async () => {
      // The merged bundles' filter chunks come last: the first search must wait for them.
      await page.route('**/pagefind/part-*/filter/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500))
        await route.continue()
      })
      await page.goto(`${origin}/search?q=employers`)
      await expect(status(page)).toHaveText(/^\d+ articles for “employers”$/)
      const found = Number.parseInt((await status(page).textContent()) ?? '', 10)
      expect(found).toBeGreaterThan(perBundle)
      const months = page.getByRole('group', { name: 'Month' }).getByRole('listitem')
      await expect(months.first()).toBeVisible()
      const counts = (await months.allTextContents()).map((text) =>
        Number(/\((\d+)\)$/.exec(text)?.[1]),
      )
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(found)
    })
  } finally {
    await server?.stop()
    await rm(site, { recursive: true, force: true })
  }
})
