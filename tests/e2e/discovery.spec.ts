import { expect, test, type Page } from 'playwright/test'
import { formatApDate } from '@/lib/content/dates'
import { limits } from '@/schemas/vocabulary'
import { articles, categories, newestStories, summaries } from '@/tests/e2e/support/dataset'
import { literally, untilHydrated } from '@/tests/e2e/support/page'
import { rarestBodyWord, wordOnlyInOneBody } from '@/tests/e2e/support/searchWords'

/** Search, topics, the desk's page, related coverage and dates: how readers find and trust stories. */

const results = (page: Page) => page.getByRole('region', { name: 'Search results' })
const status = (page: Page) => results(page).getByRole('status')

type Block = { _type: string; children?: { text?: string }[] }
const blockText = (block: Block) =>
  block._type === 'block' ? (block.children ?? []).map((span) => span.text ?? '').join('') : ''
/** Words as search compares them: lower case, letters and digits only. */
const bareWords = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)

/** Stories per month as the search filter names months (New York time), fewest first. */
function storiesByMonth(): [string, number][] {
  const month = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    year: 'numeric',
  })
  const counts = new Map<string, number>()
  for (const article of articles) {
    const name = month.format(new Date(article.publishedAt))
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => a[1] - b[1])
}

test.describe('search', () => {
  test(
    'the header field leads to results for what was typed',
    { tag: '@gate' },
    async ({ page }) => {
      // Any content: a word of one story, or where stories share their bodies, of the fewest.
      const found = rarestBodyWord()
      if (!found) throw new Error('No story out has a long word in its body to search for.')
      const { word, articles: holding } = found
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(word)
      await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter')
      await expect(page).toHaveURL(`/search?q=${word}`)
      const wanted = holding.map(({ slug }) => `/article/${slug.current}`)
      const shown = () =>
        results(page)
          .locator('a[href^="/article/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      await expect
        .poll(async () => (await shown()).some((href) => wanted.includes(href!)), {
          message: `a result holding “${word}”`,
        })
        .toBe(true)
    },
  )

  test('the header link, where the field does not fit, opens a search page whose results change as the reader types: the one story holding a word, dated, the word marked', async ({
    page,
  }) => {
    const { word, article } = wordOnlyInOneBody()
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto('/')
    await untilHydrated(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/search')
    await expect(status(page)).toHaveText('Type a word or two, or pick a category or month.')
    await page
      .getByRole('main')
      .getByRole('searchbox', { name: 'Search articles' })
      .pressSequentially(word)
    await expect(page).toHaveURL(`/search?q=${word}`)
    await expect(status(page)).toHaveText(`1 article for “${word}”`)
    const result = results(page).getByRole('listitem')
    await expect(result.getByRole('link', { name: article.headline })).toHaveAttribute(
      'href',
      `/article/${article.slug.current}`,
    )
    await expect(
      result.getByText(formatApDate(article.publishedAt), { exact: false }),
    ).toBeVisible()
    await expect(result.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
  })

  test('a category filter returns its stories, each naming that category; a month filter keeps only stories of that month, two months those of either', async ({
    page,
  }) => {
    await page.goto('/search')
    await untilHydrated(page)
    for (const { _id, name } of categories) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
      // The count beside the filter is the number of results it gives.
      const count = Number(
        /\((\d+)\)$/.exec((await box.locator('xpath=..').textContent()) ?? '')?.[1],
      )
      const cards = summaries.filter((card) => card.categories.some(({ _ref }) => _ref === _id))
      expect(count).toBe(new Set(cards.map((card) => card.article._ref)).size)
      await box.check()
      await expect(status(page)).toHaveText(count === 1 ? '1 article' : `${count} articles`)
      const lines = await results(page)
        .getByRole('article')
        .locator('p.text-muted')
        .allTextContents()
      expect(lines.length).toBeGreaterThan(0)
      // One story, one label: a story of two categories names the one filtered.
      for (const line of lines) expect(line, `a result under ${name}`).toContain(name)
      await box.uncheck()
      await expect(status(page)).toHaveText(/^Type a word/)
    }
    const [first, second] = storiesByMonth()
    const tick = (name: string) =>
      page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check()
    await tick(first![0])
    await expect(status(page)).toHaveText(first![1] === 1 ? '1 article' : `${first![1]} articles`)
    await expect(page).toHaveURL(
      new RegExp(`month=${encodeURIComponent(first![0]).replace(/%20/g, '\\+')}`),
    )
    await tick(second![0])
    await expect(status(page)).toHaveText(`${first![1] + second![1]} articles`)
  })

  test('says so when the index cannot be read, and where the site has none, as under next dev, that search runs on the built site', async ({
    page,
  }) => {
    const search = `/search?q=${encodeURIComponent(wordOnlyInOneBody().word)}`
    await page.context().route('**/pagefind/pagefind.js', (route) => route.abort())
    await page.goto(search)
    await expect(status(page)).toHaveText(
      'Search could not load. Check your connection and reload the page.',
    )
    await page.context().unroute('**/pagefind/pagefind.js')
    await page
      .context()
      .route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await page.goto(search)
    await expect(status(page)).toHaveText(
      'Search runs on the built site: this copy has no search index. Build and serve it with npm start.',
    )
  })

  test("a word finds the stories of its stem (hire: hiring) and its first letters those of the whole word; a result's excerpt is Pagefind's, a run of its story's words with the word marked", async ({
    page,
  }) => {
    const found = async (typed: string) => {
      await page.goto(`/search?q=${typed}`)
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ articles? for “${typed}”$`))
      return Number.parseInt((await status(page).textContent()) ?? '', 10)
    }
    expect(await found('hire')).toBeGreaterThan(0)
    const whole = await found('arbitration')
    expect(whole).toBeGreaterThan(0)
    await test.step('the excerpt', async () => {
      const first = results(page).getByRole('listitem').first()
      const headline = (await first.getByRole('heading').textContent()) ?? ''
      const excerpt = first.getByRole('paragraph').last()
      await expect(excerpt.locator('mark').first()).toHaveText(/^arbitration/i)
      const article = articles.find((candidate) => candidate.headline === headline)!
      const storyWords = bareWords(
        [article.headline, article.dek, ...(article.body as Block[]).map(blockText)].join(' '),
      ).join(' ')
      const shown = bareWords((await excerpt.textContent()) ?? '').join(' ')
      expect(shown.split(' ').length).toBeGreaterThan(10)
      expect(` ${storyWords} `).toContain(` ${shown} `)
    })
    expect(await found('arbitr')).toBe(whole)
    await expect(results(page).locator('mark').first()).toHaveText(/^arbitr/i)
  })

  test('an odd query gives results or a plain line, never an error; a word no story has, nor begins with a word of, finds nothing', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`))
    const script = '<script>alert(1)</script>'
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/search?q=${encodeURIComponent(script)}`)
    await untilHydrated(page)
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search articles' })
    // The address's words, then typed ones: each answered for itself, never with an error.
    for (const odd of [script, '"', '🙂📈', 'x'.repeat(500), '   ']) {
      await test.step(odd.slice(0, 12).trim() || 'spaces', async () => {
        if (odd !== script) await field.fill(odd)
        const typed = odd.trim().slice(0, limits.searchQuery)
        await expect(status(page)).toHaveText(
          typed
            ? new RegExp(`^(\\d+ articles? for|No articles found for) “${literally(typed)}”`)
            : /^Type a word or two/,
        )
        expect(errors).toEqual([])
      })
    }
    // Pagefind answers a word it lacks with the pages of the longest word it has that the typed
    // one begins with (docs/SEARCH.md): none of this one's beginnings may be a word of the stories.
    const nonsense = 'qqxqzv'
    const storyWords = new Set(articles.flatMap((article) => bareWords(JSON.stringify(article))))
    for (let end = 1; end <= nonsense.length; end += 1)
      expect(storyWords.has(nonsense.slice(0, end))).toBe(false)
    await field.fill(nonsense)
    await expect(status(page)).toHaveText(
      `No articles found for “${nonsense}”. Try fewer or different words, or clear the filters.`,
    )
    await expect(results(page).getByRole('listitem')).toHaveCount(0)
    // Right under the field, with the newest stories and the topics to go on with.
    const { y, height } = (await field.boundingBox())!
    expect((await status(page).boundingBox())!.y - (y + height)).toBeLessThan(48)
    const latest = page.getByRole('main').getByRole('region', { name: 'Latest stories' })
    const hrefs = latest
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(await hrefs).toEqual(newestStories(5))
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Topics' }).getByRole('link').first(),
    ).toBeVisible()
  })
})

// What topic, author and article pages list, suggest and note, and the search page without
// scripts: tests/builtSite/content.test.ts.
