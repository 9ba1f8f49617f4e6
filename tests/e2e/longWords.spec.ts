import { expect, test, type Locator } from 'playwright/test'
import { partTitles } from '@/schemas/vocabulary'
import { articles, buildClock } from '@/tests/e2e/support/dataset'
import { openPage } from '@/tests/e2e/support/page'

/**
 * Text an editor typed without spaces, a URL pasted as text or a 2,000-letter word, must
 * break at the column on a phone, in every kind of text an article shows: the headline, the
 * body, a caption and a citation. Once it widened the article to 15,675 px on a 390 px screen.
 * The built page's own text is swapped for the long word, so the check holds for any content.
 */

const phone = { width: 390, height: 844 }
test.use({ viewport: phone })

const longWord = 'Unbreakable'.repeat(182).slice(0, 2000)
const longUrl = `https://example.com/${'a'.repeat(1980)}`

/** A published story with a pull quote, whose attribution is a caption in the body, and key points. */
const story = articles.find(
  (article) =>
    Date.parse(article.publishedAt!) <= buildClock.getTime() &&
    article.body?.some((block) => block._type === 'pullQuote') &&
    article.body.some((block) => block._type === 'diveBrief'),
)

/** Where each kind of text is on an article's page, and what is typed into it. */
const texts = [
  ['headline', 'main h1', longWord],
  ['body text', '.prose-article > p', longUrl],
  ['caption', '.prose-article figcaption', longWord],
  ['citation', '#sources-heading + ol a', longUrl],
] as const

test('on a phone an article keeps to its column: the key points take its measure, and a long word or URL wraps in every kind of text', async ({
  page,
}) => {
  expect(story, 'a published story with a pull quote and key points').toBeDefined()
  await openPage(page, `/article/${story!.slug!.current}`)
  await test.step('the key points take the measure of the story around them', async () => {
    const point = page
      .getByRole('complementary', { name: `${partTitles.diveBrief}:` })
      .getByRole('listitem')
    const width = async (locator: Locator) => (await locator.first().boundingBox())!.width
    // The list keeps its bullets' indent; the rest of the story's measure is the text's.
    expect(await width(point)).toBeGreaterThan(
      (await width(page.locator('.prose-article > p'))) * 0.9,
    )
  })
  for (const [kind, selector, text] of texts) {
    const element = page.locator(selector).first()
    await expect(element, kind).toBeAttached()
    // The element's first text, whatever else (an icon, a hidden label) it holds.
    await element.evaluate((node, typed) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      const first = walker.nextNode()
      if (first) first.textContent = typed
      else node.textContent = typed
    }, text)
  }
  const widths = await page.evaluate(
    (selectors: [string, string][]) => ({
      page: document.documentElement.scrollWidth,
      ...Object.fromEntries(
        selectors.map(([kind, selector]) => [
          kind,
          Math.ceil(document.querySelector(selector)!.getBoundingClientRect().right),
        ]),
      ),
    }),
    texts.map(([kind, selector]): [string, string] => [kind, selector]),
  )
  for (const [kind, right] of Object.entries(widths))
    expect(right, `${kind} reaches ${right} px on a ${phone.width} px screen`).toBeLessThanOrEqual(
      phone.width,
    )
})
