import { beforeAll, describe, expect, it } from 'vitest'
import { readImportFile, type DatasetDocument } from '@/lib/content/embeddedDataset'
import type { SeedContent } from '@/seed/content/types'
import { useFreshDataset } from '../content/embeddedDataset'
import { expectRefused, scratchSeedDir } from '../seed/fixtures'
import { studioProblems } from './studio'

/**
 * Rules the Studio and the seed share. The same bad value, typed in the Studio or authored in
 * seed/content, is refused by both in the same words: the seed prints them after the field's
 * path, the Studio after the field's label.
 */
interface SharedRule {
  name: string
  /** What both say, after the field. */
  words: string
  seed: { break: (content: SeedContent) => void; id: string; field: string }
  studio: {
    id: string
    /** The document with the bad value, and the path the Studio reports it at. */
    change: (document: DatasetDocument) => [DatasetDocument, string]
    label: string
  }
}

const siteUrl = (url: string) => ({
  seed: {
    break: (c: SeedContent) => void (c.settings.siteUrl = url),
    id: 'siteSettings',
    field: 'siteUrl',
  },
  studio: {
    id: 'siteSettings',
    change: (document: DatasetDocument): [DatasetDocument, string] => [
      { ...document, siteUrl: url },
      'siteUrl',
    ],
    label: 'Published URL',
  },
})

const originAlone =
  'must be the origin alone, https://hrleadershipbrief.com, with no user name, path, query or fragment'

const sharedRules: SharedRule[] = [
  {
    name: 'a site URL with a query that would break every URL built on it',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com/?a="><x'),
  },
  {
    name: 'a site URL with a path',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com/news'),
  },
  {
    name: 'a site URL with a fragment',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com#top'),
  },
  {
    name: 'a site URL with a user name',
    words: originAlone,
    ...siteUrl('https://editor@hrleadershipbrief.com'),
  },
  {
    name: 'a site URL with a trailing slash',
    words: 'must not end with a slash',
    ...siteUrl('https://hrleadershipbrief.com/'),
  },
  {
    name: 'a site URL whose host has a quote',
    words:
      'must have a plain host name (letters, digits, hyphens and dots), like https://example.com',
    ...siteUrl('https://hr"brief.com'),
  },
]

let documents: DatasetDocument[]
let ids: Set<string>
let dir: string

beforeAll(async () => {
  await useFreshDataset()
  documents = await readImportFile(process.env.CONTENT_DATASET_FILE!)
  ids = new Set(documents.map((document) => document._id))
  dir = await scratchSeedDir()
})

describe('a rule the Studio and the seed share', () => {
  it.each(sharedRules)('refuses $name in the seed, in the same words', (rule) =>
    expectRefused(dir, {
      name: rule.name,
      break: rule.seed.break,
      expected: `${rule.seed.id} › ${rule.seed.field}: ${rule.words}`,
    }),
  )

  it.each(sharedRules)('refuses $name in the Studio, in the same words', async (rule) => {
    const seeded = structuredClone(documents.find(({ _id }) => _id === rule.studio.id)!)
    const [document, field] = rule.studio.change(seeded)
    expect(await studioProblems(document, ids)).toContain(
      `${field}: ${rule.studio.label} ${rule.words}.`,
    )
  })
})
