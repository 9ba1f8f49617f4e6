import { expect, test, type Page } from 'playwright/test'
import { apDate, articles, newestStories, categories, topics } from '@/tests/e2e/support/dataset'
import { untilHydrated } from '@/tests/e2e/support/page'
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
  test('a word found only in one body brings up that article, with the word marked', async ({
    page,
  }) => {
    const { word, article } = wordOnlyInOneBody()
    await page.goto(`/search?q=${encodeURIComponent(word)}`)
    await expect(status(page)).toHaveText(`1 article for “${word}”`)
    const result = results(page).getByRole('listitem')
    await expect(result.getByRole('link', { name: article.headline })).toHaveAttribute(
      'href',
      `/article/${article.slug.current}`,
    )
    await expect(result.getByText(apDate(article.publishedAt), { exact: false })).toBeVisible()
    await expect(result.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
  })

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

  test('the header link, where the field does not fit, opens a search page whose results change as the reader types', async ({
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
    await expect(results(page).getByRole('link', { name: article.headline })).toBeVisible()
    await expect(page).toHaveURL(`/search?q=${word}`)
  })

  test('a word finds the stories of other words of its stem (hire: hiring)', async ({ page }) => {
    await page.goto('/search?q=hire')
    await expect(status(page)).toHaveText(/^\d+ articles? for “hire”$/)
  })

  test('a month filter keeps only stories of that month, two months those of either', async ({
    page,
  }) => {
    const [first, second] = storiesByMonth()
    await page.goto('/search')
    await untilHydrated(page)
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

  test('says so when the index cannot be read', async ({ page }) => {
    await page.context().route('**/pagefind/pagefind.js', (route) => route.abort())
    await page.goto(`/search?q=${encodeURIComponent(wordOnlyInOneBody().word)}`)
    await expect(status(page)).toHaveText(
      'Search could not load. Check your connection and reload the page.',
    )
  })

  test('says that search runs on the built site where the site has no index, as under next dev', async ({
    page,
  }) => {
    await page
      .context()
      .route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await page.goto(`/search?q=${encodeURIComponent(wordOnlyInOneBody().word)}`)
    await expect(status(page)).toHaveText(
      'Search runs on the built site: this copy has no search index. Build and serve it with npm start.',
    )
  })

  test('a word no story has, nor begins with a word of, finds nothing', async ({ page }) => {
    // Pagefind answers a word it lacks with the pages of the longest word it has that the typed
    // one begins with (docs/SEARCH.md): none of this one's beginnings may be a word of the stories.
    const nonsense = 'qqxqzv'
    const storyWords = new Set(articles.flatMap((article) => bareWords(JSON.stringify(article))))
    for (let end = 1; end <= nonsense.length; end += 1)
      expect(storyWords.has(nonsense.slice(0, end))).toBe(false)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/search?q=${nonsense}`)
    await untilHydrated(page)
    await expect(status(page)).toHaveText(
      `No articles found for “${nonsense}”. Try fewer or different words, or clear the filters.`,
    )
    await expect(results(page).getByRole('listitem')).toHaveCount(0)
    // Right under the field, with the newest stories and the topics to go on with.
    const field = await page
      .getByRole('main')
      .getByRole('searchbox', { name: 'Search articles' })
      .boundingBox()
    const message = await status(page).boundingBox()
    expect(message!.y - (field!.y + field!.height)).toBeLessThan(48)
    const latest = page.getByRole('main').getByRole('region', { name: 'Latest stories' })
    const hrefs = latest
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(await hrefs).toEqual(newestStories(5))
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Topics' }).getByRole('link').first(),
    ).toBeVisible()
  })

  test("the first letters of a word find the stories of the whole word; a result's excerpt is Pagefind's, a run of its story's words with the word marked", async ({
    page,
  }) => {
    const found = async (typed: string) => {
      await page.goto(`/search?q=${typed}`)
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ articles? for “${typed}”$`))
      return Number.parseInt((await status(page).textContent()) ?? '', 10)
    }
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

  test('an odd query gives results or a plain line, never an error', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`))
    for (const odd of ['"', '<script>alert(1)</script>', '🙂📈', 'x'.repeat(500), '   ']) {
      await test.step(odd.slice(0, 12).trim() || 'spaces', async () => {
        await page.goto(`/search?q=${encodeURIComponent(odd)}`)
        await expect(status(page)).toHaveText(
          /^(\d+ articles? for “.*”|No articles found.*|Type a word or two.*)$/,
        )
        expect(errors).toEqual([])
      })
    }
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('says that it needs JavaScript, keeps the words in the address and offers the categories and topics', async ({
    page,
  }) => {
    const { word } = wordOnlyInOneBody()
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(word)
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter')
    await expect(page).toHaveURL(`/search?q=${word}`)
    const main = page.getByRole('main')
    await expect(main.getByText(/^Search needs JavaScript/)).toBeVisible()
    await expect(status(page)).toHaveText('')
    for (const category of categories)
      await expect(
        main.getByRole('link', { name: category.name, exact: true }).first(),
      ).toHaveAttribute('href', `/category/${category.slug.current}`)
    const topic = topics[0]!
    await expect(main.getByRole('link', { name: topic.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/topic/${topic.slug.current}`,
    )
  })
})

// What topic, author and article pages list, suggest and note: tests/builtSite/content.test.ts.
