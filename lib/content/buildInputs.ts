import { getCorpus } from '@/lib/content/corpus'
import * as queries from '@/lib/content/queries'
import type { ImageAssetsQueryResult } from '@/lib/content/sanity.types'
import { runRawQuery } from '@/lib/content/source'

/**
 * What the build's own steps read of the content, beside the pages: the images to make variants
 * of (scripts/pipeline/prepareMedia.ts) and the characters the font subset must hold
 * (scripts/pipeline/prepareFonts.ts).
 */

/**
 * The images published pages show, for the build step that makes their variants: a hosted
 * dataset also holds uploads no document uses, and those are left out.
 */
export async function getImageAssets(): Promise<ImageAssetsQueryResult> {
  const corpus = await getCorpus()
  const used = new Set([
    ...corpus.articles.map((article) => article.hero.assetId),
    ...corpus.cards.map((card) => card.image.assetId),
    ...corpus.authors.map((author) => author.image.assetId),
  ])
  return [...corpus.assets.values()]
    .filter((asset) => used.has(asset.assetId))
    .sort((a, b) => (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0))
}

function collectCharacters(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const character of value) into.add(character)
  else if (Array.isArray(value)) for (const item of value) collectCharacters(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      // System fields (ids, types, keys, references) are never shown.
      if (!key.startsWith('_')) collectCharacters(item, into)
    }
}

/** Every character any published document holds, sorted by code point: what the fonts must cover. */
export async function getContentCharacters(): Promise<string[]> {
  const documents = await runRawQuery<unknown[]>(queries.publishedContentQuery)
  const characters = new Set<string>()
  collectCharacters(documents, characters)
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
}
