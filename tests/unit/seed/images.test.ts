import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { heroMinimum, heroSizeProblem } from '@/schemas/heroImage'
import {
  contentCopy,
  expectRefused,
  imagesDir,
  scratchSeedDirWith,
  seedInto,
} from '@/tests/unit/seed/fixtures'

/** A flat image of this size; as a phone stores it when `orientation` is given. */
const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#557799' } }).jpeg()
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
}

it('the seed decodes every image a document uses, naming one it cannot or a hero too small, by document, field and file', async () => {
  const dir = await scratchSeedDirWith({
    'h1b-changes-alt.png': (await readFile(path.join(imagesDir, 'h1b-changes-alt.png'))).subarray(
      0,
      20_000,
    ),
    'lufthansa-job-cuts.png': await photo(1199, 675),
  })
  const lines = [
    // A file that is no image: the snapshot's check, which the seed runs (contract/snapshot.test.ts).
    `summary-h1b-changes-leadership › image.file: image file "h1b-changes-alt.png" is cut short or damaged: it does not decode whole`,
    // In the Studio's words.
    `article-lufthansa-job-cuts › hero.file: ${heroSizeProblem(1199, 675)}`,
  ]
  await expectRefused(
    dir,
    lines.map((expected) => ({ break: () => {}, expected })),
  )
  expect(heroSizeProblem(1199, 675)).toContain(
    `at least ${heroMinimum.width}×${heroMinimum.height} pixels and no wider than 16:9`,
  )
})

it('the seed takes a phone’s upright photo, stored 900×1600 with EXIF orientation 6, as the 1600×900 it shows', async () => {
  const dir = await scratchSeedDirWith({ 'starbucks-dress-code.png': await photo(900, 1600, 6) })
  const { exitCode, lines } = await seedInto(dir, await contentCopy())
  expect({ exitCode, lines: lines.filter((line) => line.includes('✖')) }).toEqual({
    exitCode: 0,
    lines: [],
  })
})
