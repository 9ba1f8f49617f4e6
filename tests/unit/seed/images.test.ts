import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { heroMinimum, heroSizeProblem } from '@/schemas/heroImage'
import {
  contentCopy,
  expectRefused,
  imagesDir,
  scratchSeedDirWith,
  seedInto,
} from '@/tests/unit/seed/fixtures'

/**
 * Every image a document names is decoded by the seed, so a file that is not an image is named
 * with the document, field and file that use it, rather than failing the build later.
 */
const real = (file: string) => readFile(path.join(imagesDir, file))
const fix = 'save it again as PNG, JPEG or WebP'

describe('the seed decodes every image a document uses', () => {
  it('names a text file saved as an article hero', async () => {
    const dir = await scratchSeedDirWith({
      'starbucks-dress-code.png': Buffer.from('This is a text file, not a drawing.\n'),
    })
    await expectRefused(dir, {
      name: 'a hero that is text',
      break: () => {},
      expected: `article-starbucks-dress-code › hero.file: image file "starbucks-dress-code.png" is not an image that can be decoded (Input buffer contains unsupported image format); ${fix}`,
    })
  })

  it('names a PNG cut short, used as a summary card image', async () => {
    const bytes = await real('h1b-changes-alt.png')
    const dir = await scratchSeedDirWith({ 'h1b-changes-alt.png': bytes.subarray(0, 20_000) })
    await expectRefused(dir, {
      name: 'a card image cut short',
      break: () => {},
      expected: `summary-h1b-changes-leadership › image.file: image file "h1b-changes-alt.png" is not an image that can be decoded (vipspng: libpng read error); ${fix}`,
    })
  })

  it('names an empty author portrait', async () => {
    const dir = await scratchSeedDirWith({ 'news-desk.png': Buffer.alloc(0) })
    await expectRefused(dir, {
      name: 'an empty portrait',
      break: () => {},
      expected: `author-news-desk › image.file: image file "news-desk.png" is not an image that can be decoded (Input Buffer is empty); ${fix}`,
    })
  })
})

/** A flat image of this size; as a phone stores it when `orientation` is given. */
const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#557799' } }).jpeg()
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
}
const hero = 'starbucks-dress-code.png'
const heroOwner = 'article-starbucks-dress-code'

describe('the seed refuses a hero that cannot fill its 16:9 frame, in the Studio’s words', () => {
  for (const [width, height] of [
    [8000, 20],
    [1, 1],
    [1199, 675],
    [1600, 899],
  ] as const)
    it(`names a ${width}×${height} hero`, async () => {
      const dir = await scratchSeedDirWith({ [hero]: await photo(width, height) })
      await expectRefused(dir, {
        name: `a ${width}×${height} hero`,
        break: () => {},
        expected: `${heroOwner} › hero.file: ${heroSizeProblem(width, height)}`,
      })
      expect(heroSizeProblem(width, height)).toContain(
        `at least ${heroMinimum.width}×${heroMinimum.height} pixels and no wider than 16:9`,
      )
    })

  it('takes a phone’s upright photo, stored 900×1600 with EXIF orientation 6, as the 1600×900 it shows', async () => {
    const dir = await scratchSeedDirWith({ [hero]: await photo(900, 1600, 6) })
    const { exitCode, lines } = await seedInto(dir, await contentCopy())
    expect({ exitCode, lines: lines.filter((line) => line.includes('✖')) }).toEqual({
      exitCode: 0,
      lines: [],
    })
  })
})
