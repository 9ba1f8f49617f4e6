import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { shareLinks } from '@/app/_components/article/shareLinks'
import { dateLabel } from '@/lib/content/dates'
import { storyLabel } from '@/lib/content/labels'
import { partTitles } from '@/schemas/vocabulary'
import {
  aboutPage,
  article as storyOf,
  articles,
  authorOf,
  authors,
  benefits,
  buildClock,
  careersPage,
  categories,
  featuredStory,
  homeChoice,
  jobs,
  newestStories,
  privacyPage,
  publishedSiteUrl as siteUrl,
  settings,
  summaries,
  summaryHref,
  topics,
  type DatasetArticle,
} from '@/tests/e2e/support/dataset'
import { pages } from '@/tests/builtSite/builtSite'

/** What each built page shows of the build's snapshot: read from it, never from our seed. */

const page = (route: string) => pages.find((candidate) => candidate.route === route)!
/** Text as a reader sees it, spaces collapsed; the snapshot's texts are compared the same way. */
const norm = (said: string | null | undefined) => (said ?? '').replace(/\s+/g, ' ').trim()
const text = (element: HTMLElement | null | undefined) => norm(element?.text)
const hrefs = (elements: HTMLElement[]) => elements.map((element) => element.getAttribute('href'))
/** A region, aside or nav by the text of the heading that labels it. */
const labelled = (root: HTMLElement, name: (heading: string) => boolean) =>
  root
    .querySelectorAll('[aria-labelledby]')
    .find((region) => name(text(root.querySelector(`#${region.getAttribute('aria-labelledby')}`))))
const named = (name: string) => (heading: string) => heading === name

const isOut = ({ publishedAt }: { publishedAt: string }) =>
  Date.parse(publishedAt) <= buildClock.getTime()
const outArticles = articles.filter(isOut)
/**
 * The categories whose listings carry a story: those of its summaries that are out. Taken once:
 * each story's Read more compares it with every other (at 2,000 stories, 170 s where read anew).
 */
const categorySets = new Map(
  [...Map.groupBy(summaries.filter(isOut), (card) => card.article._ref)].map(([id, cards]) => [
    id,
    new Set(cards.flatMap((card) => card.categories.map(({ _ref }) => _ref))),
  ]),
)
const categoriesOf = (story: DatasetArticle) => categorySets.get(story._id) ?? new Set<string>()

/** What each kind of page is headed by, from the content it shows. */
function headingOf(route: string): string | undefined {
  const [kind = '', slug] = route.split('/').slice(1)
  const nameOf = (list: { name: string; slug: { current: string } }[]) =>
    list.find((item) => item.slug.current === slug)?.name
  if (kind === 'article') return storyOf(slug!).headline
  if (kind === 'category') return nameOf(categories)
  if (kind === 'topic') return nameOf(topics)
  if (kind === 'author') return nameOf(authors)
  return {
    '': `${settings.siteName}: ${settings.description}`,
    about: aboutPage.title,
    privacy: privacyPage.title,
    careers: careersPage.title,
    contact: 'Get in Touch',
    search: 'Search',
    '404': 'Oops! Page not found',
  }[kind]
}

/** What the shared chrome links to on every page: the sections, the company pages, the social accounts. */
const sectionLinks = categories.map(({ name, slug }) => [name, `/category/${slug.current}`])
const chromeLinks = {
  'header nav[aria-label="Main"]': sectionLinks,
  'header nav[aria-label="Main menu"]': sectionLinks,
  'footer nav[aria-labelledby="footer-topics"]': sectionLinks,
  'footer nav[aria-labelledby="footer-company"]': [
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Careers', '/careers'],
    ['Privacy Policy', '/privacy'],
  ],
  'footer a[target="_blank"]': [
    ['LinkedIn (opens in a new tab)', settings.social.linkedin],
    ['Twitter (opens in a new tab)', settings.social.twitter],
    ['Facebook (opens in a new tab)', settings.social.facebook],
  ],
}

describe('every page', () => {
  it('links the shared chrome to the sections, the company pages and the social accounts, under this year’s copyright, and marks a listing’s section', () => {
    for (const { route, document } of pages) {
      // An article's section is marked once its scripts run (readerDetails.spec.ts).
      const listed = /^\/category\/[^/]+/.exec(route)?.[0]
      expect(
        hrefs(document.querySelectorAll('header [aria-current="page"]')),
        `the sections marked on ${route}`,
      ).toEqual(listed ? [listed, listed] : [])
      for (const [where, links] of Object.entries(chromeLinks))
        expect(
          document
            .querySelectorAll(`${where} a, ${where}[href]`)
            .map((a) => [text(a), a.getAttribute('href')]),
          `${where} on ${route}`,
        ).toEqual(links)
      expect(text(document.querySelector('footer'))).toContain(`© ${buildClock.getUTCFullYear()}`)
    }
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    '%s is headed by what it shows, and its story cards date themselves by the build’s clock',
    (route, page) => {
      expect(text(page.document.querySelector('h1'))).toBe(norm(headingOf(route)))
      for (const time of page.document.querySelectorAll('[data-meta-fact] > time'))
        expect(text(time), route).toBe(dateLabel(time.getAttribute('datetime')!, buildClock))
    },
  )
})

/** An article's Read more, by our own reading of the rule: shared topics, a shared category, newest. */
function related(story: DatasetArticle): string[] {
  const mine = new Set(story.topics.map(({ _ref }) => _ref))
  const myCategories = categoriesOf(story)
  return outArticles
    .filter((other) => other._id !== story._id)
    .map((other) => ({
      other,
      shared: other.topics.filter(({ _ref }) => mine.has(_ref)).length,
      category: [...categoriesOf(other)].some((id) => myCategories.has(id)) ? 1 : 0,
    }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.category - a.category ||
        b.other.publishedAt.localeCompare(a.other.publishedAt) ||
        a.other._id.localeCompare(b.other._id),
    )
    .slice(0, 3)
    .map(({ other }) => `/article/${other.slug.current}`)
}

describe('articles', () => {
  it.each(outArticles.map((story) => [story.slug.current, story] as const))(
    '%s shows its label, byline, hero, notes, key points, topics, sources, share links and Read more',
    (slug, story) => {
      const main = page(`/article/${slug}`).document.querySelector('main')!
      const header = main.querySelector('article header')!
      const author = authorOf(story)
      expect(main.querySelectorAll('a').some((link) => text(link) === 'Back to Home')).toBe(
        story.showBackToHome !== false,
      )
      const topicNames = story.topics.flatMap(
        ({ _ref }) => topics.find((t) => t._id === _ref) ?? [],
      )
      const label = storyLabel(
        [story.topic, ...topicNames.map(({ name }) => name)],
        categories.map(({ name }) => name),
      )
      // The first line over the headline: the flag, then the label.
      const badges = header
        .querySelector('p')!
        .children.filter((span) => !span.hasAttribute('data-story-flag'))
      expect(badges.map(text)).toEqual(label ? [norm(label)] : [])
      const byline = header.querySelector('[data-meta-line]')!
      expect(text(byline.querySelector('a[rel="author"]'))).toBe(norm(author.name))
      expect(byline.querySelector('a[rel="author"]')?.getAttribute('href')).toBe(
        `/author/${author.slug.current}`,
      )
      expect(text(byline).startsWith(`·By ${norm(author.name)}·`)).toBe(true)
      expect(text(byline)).toMatch(/·\d+ min read·/)
      expect(text(byline).includes('Updated'), 'the Updated date').toBe(!!story.updatedAt)
      for (const kind of ['correction', 'update'] as const) {
        const note = labelled(header, (heading) => heading.toLowerCase().startsWith(`${kind}, `))
        expect(text(note?.querySelector('p')), kind).toBe(norm(story[kind]?.text))
        if (note)
          expect(note.querySelector('time')?.getAttribute('datetime')).toBe(story[kind]!.date)
      }
      const hero = main.querySelector('article figure')!
      expect(hero.querySelector('img')?.getAttribute('alt')).toBe(story.hero.alt)
      expect(text(hero.querySelector('figcaption'))).toBe(norm(story.hero.credit))
      const blocks = new Set(story.body.map(({ _type }) => _type))
      for (const part of ['diveBrief', 'diveInsight'] as const)
        expect(text(main).includes(`${partTitles[part]}:`), part).toBe(blocks.has(part))
      expect(
        hrefs(labelled(main, named('Topics in this story'))?.querySelectorAll('a') ?? []),
      ).toEqual(topicNames.map(({ slug }) => `/topic/${slug.current}`))
      const sources = labelled(main, named('Sources'))!.querySelectorAll('a')
      expect(
        sources.map((link) => [link.getAttribute('href'), link.getAttribute('target')]),
      ).toEqual(story.citations.map(({ url }) => [url, '_blank']))
      sources.forEach((link, index) =>
        expect(text(link).startsWith(norm(story.citations[index]!.title))).toBe(true),
      )
      const share = labelled(main, named('Share this article'))!.querySelectorAll('a')
      expect(share.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual(
        Object.values(shareLinks(`${siteUrl}/article/${slug}`, story.headline)).map((href) => [
          href,
          '_blank',
        ]),
      )
      const readMore = labelled(page(`/article/${slug}`).document, named('Read more articles'))
      // Each story once: a repeat would fail here.
      expect(hrefs(readMore?.querySelectorAll('h3 a') ?? [])).toEqual(related(story))
      for (const card of readMore?.querySelectorAll('article') ?? [])
        expect(text(card.querySelector('p'))).toMatch(/^\d+ min read$/)
    },
  )
})

describe('listings', () => {
  it.each(categories.map((category) => [category.slug.current, category] as const))(
    'the category %s shows each card by its summary, section and author',
    (slug, category) => {
      const listing = pages.filter(({ route }) => route.startsWith(`/category/${slug}`))
      for (const card of listing.flatMap(({ document }) =>
        document.querySelectorAll('main article'),
      )) {
        const href = card.querySelector('h2 a')!.getAttribute('href')
        const story = outArticles.find((other) => `/article/${other.slug.current}` === href)!
        const shown = [text(card.querySelector('h2')), text(card.querySelector('h2 + p'))]
        const written = summaries
          .filter(
            (item) =>
              summaryHref(item) === href &&
              item.categories.some(({ _ref }) => _ref === category._id),
          )
          .map((item) => [norm(item.title), norm(item.excerpt)])
        expect(written, href!).toContainEqual(shown)
        expect(text(card.querySelector('p'))).toBe(norm(category.name))
        const byline = text(card.querySelector('[data-meta-line]'))
        expect(byline.startsWith(`·${norm(authorOf(story).name)}·`)).toBe(true)
        expect(byline).toMatch(/·\d+ min read·/)
        expect(card.querySelector('img')?.getAttribute('alt')).toMatch(/\S/)
      }
    },
  )

  it.each(
    [
      ...categories.map(({ slug, description }) => [`/category/${slug.current}`, description]),
      ...topics.map(({ slug, description }) => [`/topic/${slug.current}`, description]),
      ...authors.map(({ slug, bio }) => [`/author/${slug.current}`, bio]),
    ].filter(([route]) => pages.some((page) => page.route === route)),
  )('%s is introduced by its description', (route, description) => {
    expect(text(page(route).document.querySelector('main header'))).toContain(norm(description))
  })

  it.each(authors.map((author) => [author.slug.current, author] as const))(
    'the author %s gives an address to write to and describes a profile page',
    (slug, author) => {
      const { document } = page(`/author/${slug}`)
      if (author.email)
        expect(document.querySelector(`main header a[href="mailto:${author.email}"]`)?.text).toBe(
          author.email,
        )
      const profile = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as unknown
      expect(profile).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: author.name } })
    },
  )
})

describe('the home page', () => {
  const main = page('/').document.querySelector('main')!

  it('leads with the featured story, trends the editors’ picks, and each section shows its own', () => {
    expect(main.querySelector('article h2 a')?.getAttribute('href')).toBe(
      `/article/${featuredStory().slug.current}`,
    )
    const picks = summaries.filter((card) =>
      homeChoice?.trending.some(({ _ref }) => _ref === card._id),
    )
    for (const title of labelled(main, named('Trending Stories'))!.querySelectorAll('h3').map(text))
      expect(picks.map((card) => norm(card.title))).toContain(title)
    for (const { _id, name, slug } of categories) {
      const section = labelled(main, named(name))!
      const ours = summaries
        .filter((card) => isOut(card) && card.categories.some(({ _ref }) => _ref === _id))
        .map(summaryHref)
      for (const href of hrefs(section.querySelectorAll('article h3 a')))
        expect(ours, `${href} is a ${name} story`).toContain(href)
      expect(section.querySelector('a[href^="/category/"]')?.getAttribute('href')).toBe(
        `/category/${slug.current}`,
      )
    }
  })
})

describe('the company pages, the not-found page and the search page', () => {
  const main = (route: string) => page(route).document.querySelector('main')!
  const headings = (route: string, level: string) => main(route).querySelectorAll(level).map(text)

  it('About shows its mission, areas, audiences and commitment', () => {
    for (const said of [aboutPage.mission.text, aboutPage.commitment.text])
      expect(main('/about').querySelectorAll('p').map(text)).toContain(norm(said))
    expect(headings('/about', 'h3')).toEqual(
      [...aboutPage.pillars, ...aboutPage.audiences].map(({ title }) => norm(title)),
    )
  })

  it('the privacy policy dates its last update and its contents link to each of its sections', () => {
    expect(main('/privacy').querySelector('header time')?.getAttribute('datetime')).toBe(
      privacyPage.lastUpdated,
    )
    const sections = main('/privacy').querySelectorAll('section h2')
    expect(sections.map(text)).toEqual(privacyPage.sections.map(({ heading }) => norm(heading)))
    expect(hrefs(labelled(main('/privacy'), named('Contents'))!.querySelectorAll('a'))).toEqual(
      sections.map(({ id }) => `#${id}`),
    )
  })

  it('Contact gives the mailto links, the phone and its hours, the address and the reply time', () => {
    const { email, mediaEmail, phone, supportHours, address, replyPromise } = settings.contact
    const details = labelled(main('/contact'), named('Contact information'))!
    expect(
      details.querySelectorAll('a[href^="mailto:"]').map((a) => [text(a), a.getAttribute('href')]),
    ).toEqual([email, mediaEmail].map((mailbox) => [mailbox, `mailto:${mailbox}`]))
    // Its spaces and hyphens do not break, so the number never wraps; it reads the same.
    expect(text(details.querySelector('a[href^="tel:"]')).replace(/\u2011/g, '-')).toBe(phone)
    expect(details.querySelectorAll('address span').map(text)).toEqual(address.map(norm))
    for (const said of [supportHours, replyPromise, 'Media inquiries'])
      expect(text(details)).toContain(norm(said))
  })

  it('Careers shows its values, benefits and openings, each applying through the contact page', () => {
    expect(headings('/careers', 'h3')).toEqual(
      [...careersPage.values, ...benefits, ...jobs].map(({ title }) => norm(title)),
    )
    for (const { title, department, location, type } of jobs) {
      const job = labelled(main('/careers'), named(norm(title)))!
      expect(text(job.querySelector('[data-meta-line]'))).toBe(
        norm(`·${department}·${location}·${type}`),
      )
      expect(job.nextElementSibling?.getAttribute('href')).toBe(
        `/contact?subject=${encodeURIComponent(`Application: ${title}`)}`,
      )
    }
    expect(main('/careers').querySelector('a[href="/contact"]')?.text.trim()).toBe('Get in Touch')
  })

  it('the not-found page links home and offers the newest stories and a search', () => {
    expect(hrefs(labelled(main('/404'), named('Latest stories'))!.querySelectorAll('a'))).toEqual(
      newestStories(5),
    )
    expect(main('/404').querySelector('a[href="/"]')).not.toBeNull()
    // The header's form, whose search the gate follows to its results (discovery.spec.ts).
    expect(main('/404').querySelector('form[action="/search"] input[name="q"]')).not.toBeNull()
  })

  it('the search page without scripts says search needs them and offers every category and topic', () => {
    const offered = parse(main('/search').querySelector('noscript')!.text)
    expect(text(offered)).toMatch(/^Search needs JavaScript/)
    const links = hrefs(offered.querySelectorAll('a'))
    expect(links.slice(0, categories.length)).toEqual(
      categories.map(({ slug }) => `/category/${slug.current}`),
    )
    const topicPages = topics
      .map(({ slug }) => `/topic/${slug.current}`)
      .filter((route) => pages.some((page) => page.route === route))
    expect(links.slice(categories.length).sort()).toEqual(topicPages.sort())
    // Not "Loading search…" for ever: the status waits for the script.
    expect(text(main('/search').querySelector('[role="status"]'))).toBe('')
  })
})
