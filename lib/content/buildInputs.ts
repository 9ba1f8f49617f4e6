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

/** Every character any published document holds, sorted by code point: what the fonts must cover. */
export async function getContentCharacters(): Promise<string[]> {
  const documents = await runRawQuery<unknown[]>(queries.publishedContentQuery)
  const characters = new Set<string>()
  // JSON's own walk; system fields (ids, types, keys, references) are never shown.
  JSON.stringify(documents, (key, value: unknown) => {
    if (key.startsWith('_')) return undefined
    if (typeof value === 'string') for (const character of value) characters.add(character)
    return value
  })
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
}
