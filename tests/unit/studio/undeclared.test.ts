import { beforeAll, describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { articleBody } from '@/schemas/objects/blocks'
import { topicBadges, limits } from '@/schemas/vocabulary'
import { unknownBlockType, unknownField } from '@/schemas/undeclaredContent'
import { studioProblems, studioSchema, seededDataset } from '@/tests/unit/studio/studio'

/**
 * What the Studio's editor cannot make but the API can, which the build would publish broken or
 * drop without a word: the check of a hosted snapshot (and any document) refuses each, naming
 * the field and what would be accepted, never a bare i18n key or a wrong reason.
 */

let documents: DatasetDocument[]
let dataset: DatasetDocument[]

beforeAll(async () => {
  ;({ documents, dataset } = await seededDataset())
})

type Json = Record<string, unknown>
type Block = Json & { _key: string; children: Json[]; style?: string; listItem?: string }

/** The first article with a plain paragraph, and that paragraph's place in its body. */
function articleWithParagraph() {
  const article = structuredClone(documents.find(({ _type }) => _type === 'article')!)
  const body = article.body as Json[] as Block[]
  const index = body.findIndex((block) => block._type === 'block' && block.style === 'normal')
  return { article, body, block: body[index]!, key: String(body[index]!._key) }
}

const declaredBlockTypes = (articleBody.of as { type: string }[]).map(({ type }) => type)

describe('a document with what its type does not declare is refused', () => {
  it('a value of another kind than its field takes, in words, where Sanity says "is required"', async () => {
    const { article } = articleWithParagraph()
    expect(
      (await studioProblems({ ...article, headline: 42, showBackToHome: 'yes' }, dataset)).sort(),
    ).toEqual([
      'headline: Headline must be text, not a number.',
      'showBackToHome: Show "Back to Home" button must be true or false, not text.',
    ])
  })

  it('a block of a type the body does not take, naming the types it does', async () => {
    const { article, body } = articleWithParagraph()
    const unknown = 'mystery'
    expect(declaredBlockTypes).not.toContain(unknown)
    ;(body as Json[]).push({ _type: unknown, _key: 'x1', text: 'A paragraph of its own.' })
    const problems = await studioProblems(article, dataset)
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^body\\[_key=="x1"\\]: Body holds "${unknown}", which ${unknownBlockType}; use one of: `,
        ),
      ),
    ])
    const declared = studioSchema.get('articleBody') as unknown as {
      of: { name: string; title?: string }[]
    }
    for (const member of declared.of)
      expect(problems[0]).toContain(member.name === 'block' ? 'text' : member.title!)
  })

  it('a mark that is neither a decorator nor a link of its block', async () => {
    const { article, block, key } = articleWithParagraph()
    const span = block.children[0]!
    span.marks = ['underline']
    expect(await studioProblems(article, dataset)).toEqual([
      `body[_key=="${key}"].children[_key=="${String(span._key)}"].marks: Text is marked "underline", which is neither a style the Studio offers (strong, em) nor a link of this paragraph; remove the mark.`,
    ])
  })

  it('a field no type declares: on the document, on a block, on a span, in an object', async () => {
    const { article, block, key } = articleWithParagraph()
    const span = block.children[0]!
    article.sidebar = 'Text the page never shows.'
    block.note = 'x'
    span.comment = 'x'
    ;(article.hero as DatasetDocument).caption = 'x'
    expect((await studioProblems(article, dataset)).sort()).toEqual(
      [
        `sidebar: "sidebar" ${unknownField}.`,
        `body[_key=="${key}"].note: "note" ${unknownField}.`,
        `body[_key=="${key}"].children[_key=="${String(span._key)}"].comment: "comment" ${unknownField}.`,
        `hero.caption: "caption" ${unknownField}.`,
      ].sort(),
    )
  })

  it('a style, a list kind or a closed list value the Studio does not offer, with those it does', async () => {
    const { article, block, key } = articleWithParagraph()
    block.style = 'h6'
    block.listItem = 'check'
    article.topic = 'Gossip'
    expect((await studioProblems(article, dataset)).sort()).toEqual(
      [
        `body[_key=="${key}"].style: Style must be one of: normal, lead, h2, h3, blockquote.`,
        `body[_key=="${key}"].listItem: List kind must be one of: bullet, number.`,
        `topic: Topic badge must be one of: ${topicBadges.join(', ')}.`,
      ].sort(),
    )
  })
})

describe('paragraphs are held to the seed’s limits', () => {
  it.each([
    ['a paragraph', 'normal', undefined, 'Paragraph', limits.paragraph],
    ['a lead', 'lead', undefined, 'Lead paragraph', limits.lead],
    ['a heading', 'h2', undefined, 'Heading', limits.shortText],
    ['a list item', 'normal', 'bullet', 'List item', limits.listItem],
  ])('%s', async (_, style, listItem, label, max) => {
    const { article, block, key } = articleWithParagraph()
    block.style = style
    if (listItem) block.listItem = listItem
    block.children = [{ _type: 'span', _key: 's', text: 'x'.repeat(max), marks: [] }]
    const shown = article.body as Block[]
    // The body must still open with its lead: a lead is checked in the first place.
    if (style === 'lead') {
      shown.splice(shown.indexOf(block), 1)
      shown.splice(0, 1, block)
    }
    const problems = async () =>
      (await studioProblems(article, dataset)).filter((problem) => problem.includes(key))
    expect(await problems()).toEqual([])
    block.children[0]!.text = 'x'.repeat(100_000)
    expect(await problems()).toEqual([
      `body[_key=="${key}"]: ${label} must be at most ${max} characters.`,
    ])
  })
})

describe("Sanity's own messages", () => {
  it('come out in words, never as i18n keys', async () => {
    const { article } = articleWithParagraph()
    const topics = article.topics as DatasetDocument[]
    topics[0] = { ...topics[0]!, _ref: 'topic-not-published' }
    const problems = await studioProblems(article, dataset)
    expect(problems).toEqual([
      expect.stringMatching(
        /^topics\[_key=="[^"]+"\]: Refers to topic-not-published, which is not published/,
      ),
    ])
    expect(problems.join('\n')).not.toContain('validation:')
  })

  it('an email address with a line break is not an email address, not a missing one', async () => {
    const settings = structuredClone(documents.find(({ _id }) => _id === 'siteSettings')!)
    const contact = settings.contact as DatasetDocument
    expect(
      await studioProblems(
        { ...settings, contact: { ...contact, email: 'news@example.com\nx@y.z' } },
        dataset,
      ),
    ).toEqual(['contact.email: Email must be an email address.'])
    const withoutEmail = { ...contact }
    delete withoutEmail.email
    expect(await studioProblems({ ...settings, contact: withoutEmail }, dataset)).toEqual([
      'contact.email: Email is required.',
    ])
  })
})
