import { expect, test, type Locator, type Page } from 'playwright/test'
import {
  articles,
  categories,
  categoriesOf,
  homePage,
  summaries,
  summary,
  summaryHref,
} from '@/tests/e2e/support/dataset'
import { openPage, untilHydrated } from '@/tests/e2e/support/page'
import { partTitles } from '@/schemas/vocabulary'

/** The details a first-time reader noticed: one label a story, bylines, where I am, dead ends. */

/**
 * Every line of facts (byline · read time · date) on the page: no separator starts or ends a
 * line. A separator belongs to the fact after it; where that fact starts a line, the separator
 * lies wholly outside the clipped line, so no reader sees it.
 */
async function separatorsAtLineEnds(page: Page) {
  return page.locator('[data-meta-line]').evaluateAll((lines) =>
    lines.flatMap((line) => {
      const box = line.getBoundingClientRect()
      if (box.width === 0) return []
      const clipped = ['clip', 'hidden'].includes(getComputedStyle(line).overflowX)
      const facts = [...line.querySelectorAll<HTMLElement>('[data-meta-fact]')].filter(
        (fact) => fact.getBoundingClientRect().width > 0,
      )
      return facts.flatMap((fact, index) => {
        const separator = fact.querySelector('[aria-hidden="true"]')!.getBoundingClientRect()
        const shown = !clipped || separator.right > box.left + 0.5
        const firstOnLine =
          index === 0 ||
          fact.getBoundingClientRect().top > facts[index - 1]!.getBoundingClientRect().bottom - 1
        return shown === !firstOnLine
          ? []
          : [`"${line.textContent}": the separator before "${fact.textContent}"`]
      })
    }),
  )
}

/** Narrows every line of facts to its widest fact, so that each one wraps at every separator. */
const wrapEveryLine = (page: Page) =>
  page.locator('[data-meta-line]').evaluateAll((lines) => {
    for (const line of lines as HTMLElement[]) {
      const facts = [...line.querySelectorAll<HTMLElement>('[data-meta-fact]')]
      line.style.width = `${Math.max(...facts.map((fact) => fact.offsetWidth)) + 1}px`
    }
  })

async function lineCount(line: Locator) {
  return line.evaluate((element) => {
    const tops = [...element.querySelectorAll('[data-meta-fact]')]
      .filter((fact) => fact.getBoundingClientRect().width > 0)
      .map((fact) => Math.round(fact.getBoundingClientRect().top))
    return new Set(tops).size
  })
}

test('bylines that wrap never leave a separator at either end of a line', async ({ page }) => {
  for (const [width, path] of [
    [375, '/'],
    [1280, `/category/${categories[0]!.slug.current}`],
    [375, summaryHref(summary(homePage().featured._ref))],
  ] as const)
    await test.step(`${path} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('[data-meta-line]').first()).toBeVisible()
      expect(await separatorsAtLineEnds(page)).toEqual([])
      await wrapEveryLine(page)
      expect(await lineCount(page.locator('[data-meta-line]').first())).toBeGreaterThan(1)
      expect(await separatorsAtLineEnds(page)).toEqual([])
    })
})

test.describe('one story, one label', () => {
  test('a category filter in search returns its stories, each naming that category', async ({
    page,
  }) => {
    await page.goto('/search')
    await untilHydrated(page)
    const results = page.getByRole('region', { name: 'Search results' })
    for (const { _id, name } of categories) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
      // The count beside the filter is the number of results it gives.
      const count = Number(
        /\((\d+)\)$/.exec((await box.locator('xpath=..').textContent()) ?? '')?.[1],
      )
      const cards = summaries.filter((card) => card.categories.some(({ _ref }) => _ref === _id))
      expect(count).toBe(new Set(cards.map((card) => card.article._ref)).size)
      await box.check()
      await expect(results.getByRole('status')).toHaveText(
        count === 1 ? '1 article' : `${count} articles`,
      )
      const lines = await results.getByRole('article').locator('p.text-muted').allTextContents()
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) expect(line, `a result under ${name}`).toContain(name)
      await box.uncheck()
      await expect(results.getByRole('status')).toHaveText(/^Type a word/)
    }
  })
})

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })

test('the header marks the category I am in, visibly and with aria-current', async ({ page }) => {
  const current = mainNav(page).locator('[aria-current="page"]')
  // One listing: every listing's mark is read from its address by one pattern.
  const { name, slug } = categories.at(-1)!
  await test.step(`a listing: ${name}`, async () => {
    await openPage(page, `/category/${slug.current}`)
    await expect(current).toHaveText(name)
    const other = mainNav(page).getByRole('link').and(page.locator(':not([aria-current])'))
    const look = (link: Locator) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element)
        return `${style.color} ${style.borderBottomColor}`
      })
    expect(await look(current)).not.toBe(await look(other.first()))
  })
  await test.step('an article: one of its categories', async () => {
    const story = articles[0]!
    const expected = categoriesOf(story._id)
    await openPage(page, `/article/${story.slug.current}`)
    await expect(current).toHaveCount(1)
    expect(expected.map(({ name }) => name)).toContain(await current.textContent())
  })
  await test.step('a page outside the categories: none', async () => {
    await openPage(page, '/about')
    await expect(mainNav(page).getByRole('link')).toHaveCount(categories.length)
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0)
  })
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the key points take the measure of the story around them', async ({ page }) => {
    const story = articles.find(({ body }) => body.some(({ _type }) => _type === 'diveBrief'))!
    await page.goto(`/article/${story.slug.current}`)
    const paragraph = page.locator('.prose-article > p').first()
    const point = page
      .getByRole('complementary', { name: `${partTitles.diveBrief}:` })
      .getByRole('listitem')
    const width = async (locator: Locator) => (await locator.first().boundingBox())!.width
    // The list keeps its bullets' indent; the rest of the story's measure is the text's.
    expect(await width(point)).toBeGreaterThan((await width(paragraph)) * 0.9)
  })
})

test.describe('where nothing was found', () => {
  // Its status is checked with every page's in quality/everyPage.spec.ts; its heading, the link
  // home and the newest stories in tests/builtSite/content.test.ts.
  test(
    'the not-found page logs the missing path and offers a search field',
    { tag: '@gate' },
    async ({ page }) => {
      const logged: string[] = []
      // The browser's own note about the 404 response does not count: the page must log the path.
      page.on('console', (message) => void logged.push(message.text()))
      await openPage(page, '/no-such-page')
      await expect
        .poll(() =>
          logged.some(
            (text) => !text.startsWith('Failed to load') && text.includes('/no-such-page'),
          ),
        )
        .toBe(true)
      const field = page
        .getByRole('main')
        .getByRole('search', { name: 'Search instead' })
        .getByRole('searchbox')
      await field.fill('hiring')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=hiring$/)
    },
  )
})
