import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getImageAssets } from '@/lib/content/buildInputs'
import { categorySlugs } from '@/schemas/vocabulary'
import { startContentLake, type ContentLake } from './server/contentLake'
import { withSanityEnv } from './support/env'
import { importInto } from './support/importer'
import { seededDataset } from './support/seeded'
import { rawError, unreadableAnswers } from './support/unreadable'

type Content = typeof import('@/lib/content')

let content: Content
let lake: ContentLake

beforeAll(async () => {
  const seeded = await seededDataset()
  // The embedded source reads this file; the stand-in gets the same documents by import.
  process.env.CONTENT_DATASET_FILE = seeded.file
  content = await import('@/lib/content')
  lake = await startContentLake()
  await importInto(lake, seeded)
})
afterAll(async () => {
  await lake?.close()
})

/** Everything the pages ask for: what a build renders, page by page. */
async function everyPage(source: Content) {
  const slugs = await source.getArticleSlugs()
  const articles = await Promise.all(slugs.map((slug) => source.getArticle(slug)))
  return {
    settings: await source.getSettings(),
    categories: await source.getCategories(),
    home: await source.getHome(),
    listings: await Promise.all(categorySlugs.map((slug) => source.getCategoryListing(slug))),
    unknownListing: await source.getCategoryListing('no-such-category'),
    slugs,
    articles,
    missingArticle: await source.getArticle('no-such-article'),
    about: await source.getAboutPage(),
    privacy: await source.getPrivacyPage(),
    careers: await source.getCareersPage(),
    index: await source.getArticleIndex(),
    images: (await getImageAssets()).map(({ assetId, width, height }) => ({
      assetId,
      width,
      height,
    })),
  }
}

/** The one field that may differ: when a document was last written to the dataset. */
function withoutModifiedAt(pages: Awaited<ReturnType<typeof everyPage>>) {
  return {
    ...pages,
    articles: pages.articles.map((article) => article && { ...article, modifiedAt: '' }),
    index: pages.index.map((entry) => ({ ...entry, modifiedAt: '' })),
  }
}

const hosted = (extra: Record<string, string> = {}) => ({ ...lake.env(), ...extra })

describe('building from the hosted dataset', () => {
  it('gives every page the same content as the embedded dataset, image ids included', async () => {
    const embedded = await withSanityEnv({}, () => everyPage(content))
    const fromLake = await withSanityEnv(hosted(), () => everyPage(content))
    expect(embedded.articles).toHaveLength(19)
    expect(embedded.images.length).toBeGreaterThanOrEqual(19)
    expect(withoutModifiedAt(fromLake)).toEqual(withoutModifiedAt(embedded))
  })

  it('dates a modified article by its last write to the dataset', async () => {
    const article = await withSanityEnv(hosted(), () => content.getArticle('h1b-changes'))
    expect(article?.modifiedAt).toBe(lake.store.get('article-h1b-changes')?._updatedAt)
  })

  it('reads only published documents, through the published perspective', async () => {
    const draft = {
      ...lake.store.get('siteSettings')!,
      _id: 'drafts.siteSettings',
      siteName: 'Draft',
    }
    lake.store.transaction([{ createOrReplace: draft }])
    try {
      const settings = await withSanityEnv(hosted(), () => content.getSettings())
      expect(settings.siteName).toBe('HR Leadership Brief')
      const queries = lake.requests.filter((request) => request.endpoint === 'query')
      expect(queries.at(-1)?.url).toContain('perspective=published')
    } finally {
      lake.store.transaction([{ delete: { id: 'drafts.siteSettings' } }])
    }
  })

  it('only lists images that a published document uses', async () => {
    const unused = { ...lake.store.all().find((doc) => doc._type === 'sanity.imageAsset')! }
    lake.store.put({ ...unused, _id: 'image-unused-10x10-png' })
    const images = await withSanityEnv(hosted(), () => getImageAssets())
    expect(images.map((image) => image.assetId)).not.toContain('image-unused-10x10-png')
  })
})

describe('transient faults during a build are retried', () => {
  it.each([
    ['a 429', { status: 429, retryAfter: '0' }],
    ['a 500', { status: 500 }],
    ['a dropped connection', { reset: true }],
  ] as const)('%s, then the page builds', async (_, fault) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    lake.faults.add(fault, { endpoint: 'query', times: 2 })
    const settings = await withSanityEnv(hosted(), () => content.getSettings())
    expect(settings.siteName).toBe('HR Leadership Brief')
    expect(lake.faults.pending).toBe(0)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})

describe('a failure stops the build with a message that says what to fix', () => {
  const failing = async (env: Record<string, string>) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      return await withSanityEnv(env, () => content.getHome()).then(
        () => new Error('the build went on'),
        (error: unknown) => error as Error,
      )
    } finally {
      warn.mockRestore()
    }
  }

  it('a refused read token names SANITY_API_READ_TOKEN', async () => {
    const error = await failing(hosted({ SANITY_API_READ_TOKEN: 'revoked' }))
    expect(error.message).toContain('Sanity refused the token in SANITY_API_READ_TOKEN (HTTP 401')
    expect(error.message).toContain('Viewer role')
    expect(error.message).toContain('no page ships with partial content')
  })

  it('an unknown dataset names SANITY_DATASET', async () => {
    const error = await failing(hosted({ SANITY_DATASET: 'staging' }))
    expect(error.message).toContain('dataset "staging" does not exist')
  })

  it('an API that never answers times out, is retried, then stops the build', async () => {
    // A build asks several questions at once; none of them is ever answered.
    lake.faults.add({ timeout: true }, { endpoint: 'query', times: 100 })
    const error = await failing(hosted({ SANITY_TIMEOUT_MS: '150' }))
    lake.faults.clear()
    expect(error.message).toContain(`${lake.origin} did not answer in time, 4 attempts in a row`)
  })

  it('an unreachable API stops the build', async () => {
    const error = await failing(hosted({ SANITY_API_HOST: 'http://127.0.0.1:9' }))
    expect(error.message).toContain('could not reach http://127.0.0.1:9, 4 attempts in a row')
  })

  it.each(unreadableAnswers)('$name stops it with one line', async ({ fault, says }) => {
    lake.faults.add(fault, { endpoint: 'query', times: 100 })
    const error = await failing(hosted({ SANITY_TIMEOUT_MS: '150' }))
    lake.faults.clear()
    expect(error.name).toBe('HostedApiError')
    expect(error.message).toMatch(says)
    expect(error.message).not.toContain('\n')
    expect(error.message).not.toMatch(rawError)
  })

  it('an empty dataset points at the import', async () => {
    const empty = await startContentLake()
    try {
      const error = await failing({ ...empty.env() })
      expect(error.message).toContain('npm run seed -- --import')
    } finally {
      await empty.close()
    }
  })
})
