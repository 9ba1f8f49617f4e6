import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, it } from 'vitest'
import { expectRefused, imagesDir, scratchSeedDirWith } from './fixtures'

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
