import { articles, buildClock, type DatasetArticle } from '@/tests/e2e/support/dataset'

/** Words to search for: each found in exactly one article. */

type Block = { _type: string; children?: { text?: string }[] } & Record<string, unknown>

/** The words of an article's body paragraphs (not its headline, standfirst or boxes). */
function bodyWords(article: DatasetArticle): string[] {
  return (
    (article.body as Block[])
      .filter((block) => block._type === 'block')
      // A paragraph's spans run on as the page shows them: a word may span two of them.
      .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
      .join(' ')
      .toLowerCase()
      // Words as typed, between spaces, punctuation aside: search finds a word by its start, and
      // may not split one from an emoji or a letter of another script glued to it.
      .split(/\s+/)
      .map((word) => word.replace(/^\p{P}+|\p{P}+$/gu, ''))
      .filter((word) => /^[a-z]{9,}$/.test(word))
  )
}

/**
 * Every article's text, lower case, its dated notes too: what else could match a search. Made
 * once: at 2,000 stories, writing them again for each word tried kept the gate busy for minutes.
 */
const allTexts = new Map(
  articles.map((article) => [
    article,
    JSON.stringify([
      article.headline,
      article.dek,
      article.body,
      article.citations,
      article.correction,
      article.update,
    ]).toLowerCase(),
  ]),
)
const titles = articles.map((any) => `${any.headline} ${any.dek}`.toLowerCase()).join('\n')

/**
 * A long word from the body of one of `among` whose stem is in no headline and in the text of
 * the fewest articles (those given back), trying the first 500 words: one article where the
 * content has a word of its own, several where stories share their bodies.
 */
export function rarestBodyWord(
  // Stories out: one scheduled for later is in no search yet.
  among: readonly DatasetArticle[] = articles.filter(
    (story) => Date.parse(story.publishedAt) <= buildClock.getTime(),
  ),
) {
  let rarest: { word: string; articles: DatasetArticle[] } | undefined
  for (const word of new Set(among.flatMap(bodyWords)).values().take(500)) {
    const stem = word.slice(0, 7)
    if (titles.includes(stem)) continue
    const holding = articles.filter((other) => allTexts.get(other)!.includes(stem))
    if (!rarest || holding.length < rarest.articles.length) rarest = { word, articles: holding }
    if (holding.length === 1) break
  }
  return rarest
}

/** A long word from one article's body (of `among`, by default every story out) and no other. */
export function wordOnlyInOneBody(among?: readonly DatasetArticle[]) {
  const found = rarestBodyWord(among)
  if (found?.articles.length !== 1) throw new Error('No word of these bodies is unique to one.')
  return { word: found.word, article: found.articles[0]! }
}
