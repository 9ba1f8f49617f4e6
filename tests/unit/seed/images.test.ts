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
  it.each([
    [
      'a text file saved as an article hero',
      'starbucks-dress-code.png',
      'article-starbucks-dress-code › hero',
      async () => Buffer.from('This is a text file, not a drawing.\n'),
      'Input buffer contains unsupported image format',
    ],
    [
      'a PNG cut short, used as a summary card image',
      'h1b-changes-alt.png',
      'summary-h1b-changes-leadership › image',
      async () => (await real('h1b-changes-alt.png')).subarray(0, 20_000),
      'cut short or damaged',
    ],
    [
      'an empty author portrait',
      'news-desk.png',
      'author-news-desk › image',
      async () => Buffer.alloc(0),
      'Input Buffer is empty',
    ],
  ])('names %s', async (name, file, field, bytes, why) => {
    const dir = await scratchSeedDirWith({ [file]: await bytes() })
    await expectRefused(dir, {
      name,
      break: () => {},
      expected: `${field}.file: image file "${file}" is not an image that can be decoded (${why}); ${fix}`,
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

describe('the seed reads a hero’s size from its file', () => {
  it('names a hero that cannot fill its 16:9 frame, in the Studio’s words', async () => {
    const dir = await scratchSeedDirWith({ [hero]: await photo(1199, 675) })
    await expectRefused(dir, {
      name: 'a 1199×675 hero',
      break: () => {},
      expected: `${heroOwner} › hero.file: ${heroSizeProblem(1199, 675)}`,
    })
    expect(heroSizeProblem(1199, 675)).toContain(
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
