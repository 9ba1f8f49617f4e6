import { beforeAll, describe, expect, it } from 'vitest'
import { limits, topicBadges } from '@/schemas/vocabulary'
import { corpusExpectations } from '@/seed/content/expectations'
import { buildDataset } from '@/seed/lib/buildDataset'
import { formatIssue } from '@/seed/lib/issues'
import {
  articleOf,
  type Breakage,
  contentCopy,
  expectRefused,
  imagesDir,
  scratchSeedDir,
} from '@/tests/unit/seed/fixtures'

const article = articleOf
/** Where a block added at the end of the H-1B story's body lands, however long the story is. */
const nextBlock = `body[${articleOf(await contentCopy(), 'h1b-changes').article.body.length}]`
/** An update dated on the H-1B story's latest source, and the day after it, whatever the sources are. */
const latestSource = articleOf(await contentCopy(), 'h1b-changes')
  .article.citations.map((citation) => citation.publishedAt)
  .sort()
  .at(-1)!
const dayAfterLatestSource = new Date(Date.parse(latestSource) + 86_400_000)
  .toISOString()
  .slice(0, 10)
/**
 * A story that carries no update: giving it one dated before the story must be its only problem,
 * so a story with an update (and sources dated after publication that the update allows) won't do.
 */
const notUpdated = (await contentCopy()).articles.find(({ article }) => !article.update)!.article

const badDocuments: Breakage[] = [
  {
    name: 'a headline over the length limit',
    break: (c) => void (article(c, 'h1b-changes').article.headline = 'H'.repeat(141)),
    expected: 'article-h1b-changes › headline: must be at most 140 characters',
  },
  {
    name: 'a slug with capitals and spaces',
    break: (c) => void (article(c, 'starbucks-dress-code').article.slug = 'Starbucks Dress Code'),
    expected:
      'article-Starbucks Dress Code › slug: must be lower-case words joined by single hyphens',
  },
  {
    name: 'a topic badge outside the list',
    break: (c) => void ((article(c, 'h1b-changes').article as { topic?: string }).topic = 'Gossip'),
    expected: `article-h1b-changes › topic: must be one of: ${topicBadges.join(', ')}`,
  },
  {
    name: 'a publish date that is not a date',
    break: (c) => void (article(c, 'h1b-changes').article.publishedAt = '22/09/2025'),
    expected: 'article-h1b-changes › publishedAt: must be a date as YYYY-MM-DD',
  },
  {
    name: 'a hero image without alt text',
    break: (c) => void (article(c, 'h1b-changes').article.hero.alt = '  '),
    expected: 'article-h1b-changes › hero.alt: must not be empty',
  },
  {
    name: 'a hero image file that does not exist',
    break: (c) => void (article(c, 'h1b-changes').article.hero.file = 'missing-hero.png'),
    expected:
      'article-h1b-changes › hero.file: image file "missing-hero.png" is not in seed/images',
  },
  {
    name: 'a gist with two points',
    break: (c) => {
      const brief = article(c, 'h1b-changes').article.body.find(
        (block) => block.type === 'diveBrief',
      )
      if (brief?.type === 'diveBrief') brief.points = brief.points.slice(0, 2)
    },
    expected: 'article-h1b-changes › body[1].points: The gist needs 3 to 5 items',
  },
  {
    name: 'a body block of an unknown type',
    break: (c) => void article(c, 'h1b-changes').article.body.push({ type: 'video' } as never),
    expected: `article-h1b-changes › ${nextBlock}.type: is not a known block type`,
  },
  {
    name: 'a citation with an http URL',
    break: (c) =>
      void (article(c, 'h1b-changes').article.citations[0]!.url = 'http://example.com/story'),
    expected: 'article-h1b-changes › citations[0].url: must be an https URL',
  },
  {
    name: 'a paragraph linking to a non-https address',
    break: (c) =>
      void article(c, 'h1b-changes').article.body.push({
        type: 'paragraph',
        text: 'See [this](ftp://files.example.com).',
      }),
    expected: `article-h1b-changes › ${nextBlock}.text: links to ftp://files.example.com; links must be https`,
  },
  {
    name: 'a link in the text to a source that is not among the citations',
    break: (c) =>
      void article(c, 'h1b-changes').article.body.push({
        type: 'paragraph',
        text: 'See [this report](https://example.com/uncited).',
      }),
    expected: `article-h1b-changes › ${nextBlock}.text: links to https://example.com/uncited, which is not among the citations; cite every source the text links to`,
  },
  {
    name: 'an article too short to read in 4 minutes',
    break: (c) => {
      const body = article(c, 'osha-keeling-confirmation').article.body
      body.splice(3, body.length - 3)
    },
    expected: `article-osha-keeling-confirmation › body: reads in 2 min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
  },
  {
    name: 'a summary linking to an article that does not exist',
    break: (c) => void (article(c, 'h1b-changes').summaries[0]!.article = 'h1b-change'),
    expected:
      'summary-h1b-changes-talent › article: links to "h1b-change", which is not an article',
  },
  {
    name: 'a summary in a category that does not exist',
    break: (c) =>
      void ((article(c, 'starbucks-dress-code').summaries[0]!.categories as string[]) = ['sports']),
    expected:
      'summary-starbucks-dress-code › categories[0]: must be one of: leadership, talent, culture, analytics',
  },
  {
    name: 'a summary excerpt over the limit',
    break: (c) => void (article(c, 'starbucks-dress-code').summaries[0]!.excerpt = 'x'.repeat(241)),
    expected: 'summary-starbucks-dress-code › excerpt: must be at most 240 characters',
  },
  {
    name: 'two summaries with the same id',
    break: (c) => void (article(c, 'h1b-changes').summaries[1]!.id = 'summary-h1b-changes-talent'),
    expected:
      'summary-h1b-changes-talent › id: id "summary-h1b-changes-talent" is used by 2 summaries: seed/content/articles/h1b-changes.ts summaries[0] and seed/content/articles/h1b-changes.ts summaries[1]; each needs its own',
  },
  {
    name: 'a home page trending a summary that does not exist',
    break: (c) => void (c.home.trending[2] = 'summary-nothing'),
    expected: 'homePage › trending[2]: "summary-nothing" is not a summary',
  },
  {
    name: 'a home page with two trending stories',
    break: (c) => void c.home.trending.pop(),
    expected: 'homePage › trending: needs exactly 3 summaries',
  },
  {
    name: 'settings with an invalid contact email',
    break: (c) => void (c.settings.contact.email = 'editors at example'),
    expected: 'siteSettings › contact.email: must be an email address',
  },
  {
    name: 'a site URL with a trailing slash',
    break: (c) => void (c.settings.siteUrl = 'https://hrleadershipbrief.com/'),
    expected: 'siteSettings › siteUrl: must not end with a slash',
  },
  {
    name: 'a missing category',
    break: (c) => void c.categories.splice(3, 1),
    expected: 'category-analytics › (document): the analytics category is missing',
  },
  {
    name: 'a job with an unknown type',
    break: (c) => void ((c.jobs[0] as { type: string }).type = 'Gig'),
    expected: 'job-senior-hr-reporter › type: must be one of: Full-time, Part-time, Contract',
  },
  {
    name: 'an About page with two audiences',
    break: (c) => void c.about.audiences.pop(),
    expected: 'aboutPage › audiences: needs exactly 3 audiences',
  },
  {
    name: 'an article published outside the window',
    // After the window, so that every source still predates the story.
    break: (c) => void (article(c, 'h1b-changes').article.publishedAt = '2026-03-02'),
    expected:
      'article-h1b-changes › publishedAt: 2026-03-02 is outside 2025-09-12 to 2025-11-02 (and the 1 allowed in 2025-12)',
  },
  {
    name: 'an update dated before the story it updates',
    break: (c) =>
      void (article(c, notUpdated.slug).article.update = {
        date: '2025-01-01',
        text: 'The policy has since changed.',
      }),
    expected: `article-${notUpdated.slug} › update.date: 2025-01-01 is before the publish date ${notUpdated.publishedAt}`,
  },
  {
    name: 'a source dated after the update that reports it',
    break: (c) => {
      const h1b = article(c, 'h1b-changes').article
      h1b.update = { date: latestSource, text: 'Guidance has since narrowed the payment.' }
      h1b.citations[0]!.publishedAt = dayAfterLatestSource
    },
    expected: `article-h1b-changes › citations[0].publishedAt: ${dayAfterLatestSource} is after the update's date ${latestSource}; cite only what was published before the story or its update`,
  },
  {
    name: 'a featured story that is not the H-1B article',
    break: (c) => void (c.home.featured = 'summary-starbucks-dress-code'),
    expected: 'homePage › featured: must be a card of "h1b-changes"',
  },
]

describe('the seed rejects bad documents', () => {
  let dir: string

  beforeAll(async () => {
    dir = await scratchSeedDir()
  })

  it('holds a corpus of at least 15 kinds of bad document', () => {
    expect(badDocuments.length).toBeGreaterThanOrEqual(15)
  })

  it.each(badDocuments)('rejects $name, naming the document and field, and writes nothing', (bad) =>
    expectRefused(dir, bad),
  )
})

describe('the seed checks the counts of the published corpus', () => {
  it('names the listing that loses a card when one summary is removed', async () => {
    const content = await contentCopy()
    const lufthansa = content.articles.find((m) => m.article.slug === 'lufthansa-job-cuts')!
    lufthansa.summaries = lufthansa.summaries.filter(
      (s) => s.id !== 'summary-lufthansa-job-cuts-analytics',
    )
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    expect(result.ok).toBe(false)
    const messages = result.ok ? [] : result.issues.map(formatIssue)
    expect(messages).toContain('dataset › summaries: needs 29 summary cards, found 28')
    expect(messages).toContain(
      'category-analytics › summaries: needs 8 cards in the analytics listing, found 7',
    )
  })

  it('names the article left without any card', async () => {
    const content = await contentCopy()
    content.articles.find((m) => m.article.slug === 'deloitte-healthcare-proactive')!.summaries = []
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    const messages = result.ok ? [] : result.issues.map(formatIssue)
    expect(messages).toContain(
      'article-deloitte-healthcare-proactive › summaries: has no summary card linking to it',
    )
  })
})
