import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getContentCharacters } from '@/lib/content/buildInputs'
import { forgetSnapshots } from '@/lib/content/source'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

/**
 * A Content Release keeps its changes as `versions.<release>.<id>` documents beside the
 * published ones until it is published. The site shows published documents only: with a
 * release's versions in the dataset, every page says what it said without them.
 */

type Content = Awaited<ReturnType<typeof seedScratchDataset>>
type Doc = { _id: string; _type: string } & Record<string, unknown>

let content: Content
let file: string
let published: Doc[]

/** A character no seeded text holds, so its arrival anywhere is the release's doing. */
const marker = '\u2603'
const release = 'rSpringEdition'

beforeAll(async () => {
  content = await seedScratchDataset()
  file = process.env.CONTENT_DATASET_FILE!
  published = parseDataset(await readFile(file, 'utf8'), file)
})
afterAll(() => {
  forgetSnapshots()
})

/** Everything a build renders from one dataset file. */
async function everyPage(dataset: string) {
  vi.stubEnv('CONTENT_DATASET_FILE', dataset)
  const slugs = await content.getArticleSlugs()
  const topics = await content.getTopics()
  const authors = (await content.getPageParams('author')).filter(({ page }) => page === '1')
  return {
    settings: await content.getSettings(),
    home: await content.getHome(),
    slugs,
    articles: await Promise.all(slugs.map((slug) => content.getArticle(slug))),
    topics: await Promise.all(topics.map(({ slug }) => content.getTopicListing(slug))),
    authors: await Promise.all(authors.map(({ author }) => content.getAuthorListing(author))),
    careers: await content.getCareersPage(),
    characters: await getContentCharacters(),
  }
}

describe('a Content Release in the dataset', () => {
  it('changes no page: no page of its own, no text on the published ones', async () => {
    const before = await everyPage(file)
    expect(before.characters).not.toContain(marker)
    // A release's version of every published document of the site: changed text, new slugs.
    const versions = published
      .filter((document) => !document._type.startsWith('sanity.'))
      .map((document) => {
        const version: Doc = { ...document, _id: `versions.${release}.${document._id}` }
        for (const field of ['headline', 'title', 'name', 'siteName', 'excerpt', 'dek'])
          if (typeof version[field] === 'string') version[field] = `${marker} ${version[field]}`
        const slug = version.slug as { current?: string } | undefined
        if (slug?.current) version.slug = { ...slug, current: `${slug.current}-${release}` }
        return version
      })
    expect(versions.some(({ _type }) => _type === 'article')).toBe(true)
    // Beside the seeded file, so its images resolve the same way.
    const withRelease = path.join(path.dirname(file), 'with-release.ndjson')
    const lines = [...published, ...versions].map((document) => JSON.stringify(document))
    await writeFile(withRelease, `${lines.join('\n')}\n`)
    const after = await everyPage(withRelease)
    expect(after.slugs.filter((slug) => slug.endsWith(release))).toEqual([])
    expect(after.characters).not.toContain(marker)
    expect(after).toEqual(before)
  })
})
