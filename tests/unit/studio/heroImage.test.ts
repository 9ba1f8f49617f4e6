import { beforeAll, describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { heroSizeProblem } from '@/schemas/heroImage'
import { studioProblems, seededArticle } from '@/tests/unit/studio/studio'

/**
 * The Studio refuses a hero that cannot fill the article's 16:9 frame, in the words the seed
 * and the build's snapshot check use, from the size Sanity puts in the image's asset id.
 */

let story: DatasetDocument
let dataset: DatasetDocument[]

beforeAll(async () => {
  ;({ story, dataset } = await seededArticle())
})

/** The story with a hero uploaded at this size: an asset id as Sanity names it. */
function withHeroOf(width: number, height: number): DatasetDocument {
  const assetId = `image-${'ab'.repeat(20)}-${width}x${height}-jpg`
  dataset.push({ _id: assetId, _type: 'sanity.imageAsset' })
  const hero = story.hero as DatasetDocument
  return { ...story, hero: { ...hero, asset: { _type: 'reference', _ref: assetId } } }
}

const heroProblems = async (document: DatasetDocument) =>
  (await studioProblems(document, dataset)).filter((problem) => problem.startsWith('hero:'))

describe('a hero image in the Studio', () => {
  it.each([
    [8000, 20],
    [1, 1],
    [900, 1600],
    [1199, 675],
    [1600, 899],
  ])('is refused at %i×%i, naming the smallest size and shape', async (width, height) => {
    expect(await heroProblems(withHeroOf(width, height))).toEqual([
      `hero: Hero image ${heroSizeProblem(width, height)}.`,
    ])
  })

  it.each([
    [1600, 900],
    [1200, 675],
    [3000, 4000],
  ])('is taken at %i×%i', async (width, height) => {
    expect(await heroProblems(withHeroOf(width, height))).toEqual([])
  })
})
