import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { readImportFile, type DatasetDocument } from '@/lib/sanity/datasetFile'

const root = path.resolve(import.meta.dirname, '../..')

/** A phone's upright 16:9 photo as stored: 900×1600, EXIF orientation 6 (turn 90° clockwise). */
const stored = { width: 900, height: 1600 }
const shown = { width: stored.height, height: stored.width }

let seedDir: string
let datasetFile: string
let mediaDir: string
let stdout: string

/** The first 16 hex digits of an image file's hash: the name of its variants. */
const variantName = async (file: string) =>
  createHash('sha1')
    .update(await readFile(path.join(seedDir, 'images', file)))
    .digest('hex')
    .slice(0, 16)

/**
 * A story, its byline and its card, with two images (one a phone's photo, stored top half red,
 * so shown blue on the left and red on the right): `npm run media`'s image step run once on them,
 * in a scratch folder, reading the dataset as its snapshot.
 */
beforeAll(async () => {
  seedDir = await mkdtemp(path.join(tmpdir(), 'media-seed-'))
  await mkdir(path.join(seedDir, 'images'))
  await sharp({ create: { width: 900, height: 300, channels: 3, background: '#336699' } })
    .png()
    .toFile(path.join(seedDir, 'images', 'wide.png'))
  const red = { width: stored.width, height: stored.height / 2, channels: 3 as const }
  await sharp({ create: { ...stored, channels: 3, background: '#0000cc' } })
    .composite([
      {
        input: await sharp({ create: { ...red, background: '#cc0000' } })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(seedDir, 'images', 'phone.jpg'))
  const figure = (file: string) => ({
    _type: 'figure',
    _sanityAsset: `image@file://./images/${file}`,
    alt: file,
  })
  const publishedAt = '2025-10-01T16:00:00.000Z'
  const slug = (current: string) => ({ _type: 'slug', current })
  const reference = (id: string) => ({ _type: 'reference', _ref: id })
  const documents: DatasetDocument[] = [
    {
      _id: 'article-a',
      _type: 'article',
      headline: 'A',
      slug: slug('a'),
      publishedAt,
      author: reference('author-desk'),
      hero: figure('wide.png'),
      body: [],
    },
    {
      _id: 'author-desk',
      _type: 'author',
      name: 'Desk',
      slug: slug('desk'),
      image: figure('wide.png'),
    },
    {
      _id: 'summary-a',
      _type: 'summary',
      title: 'A',
      article: reference('article-a'),
      publishedAt,
      image: figure('phone.jpg'),
    },
  ]
  datasetFile = path.join(seedDir, 'dataset.ndjson')
  await writeFile(datasetFile, documents.map((document) => JSON.stringify(document)).join('\n'))
  const cwd = await mkdtemp(path.join(tmpdir(), 'media-out-'))
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  const step = path.join(root, 'scripts/steps/media.ts')
  ;({ stdout } = await promisify(execFile)(
    tsx,
    ['--tsconfig', path.join(root, 'tsconfig.json'), step, 'media'],
    { cwd, env: { ...process.env, CONTENT_DATASET_FILE: datasetFile } },
  ))
  mediaDir = path.join(cwd, 'public/media')
}, 120_000)

describe('the media step', () => {
  it('writes the variants of every image a published document uses, and no others', async () => {
    const [wide, phone] = await Promise.all(['wide.png', 'phone.jpg'].map(variantName))
    // AVIF at every width the image reaches, and one WebP for browsers without AVIF.
    const expected = [
      ...[`${wide}-400.avif`, `${wide}-800.avif`, `${wide}-800.webp`],
      ...[400, 800, 1200, 1600].map((width) => `${phone}-${width}.avif`),
      `${phone}-800.webp`,
    ]
    expect((await readdir(mediaDir)).sort()).toEqual(expected.sort())
    expect(stdout).toContain('Media: 2 images, 8 variants made, 0 from the build cache')
  })

  it('applies a phone photo’s EXIF orientation to every variant and the declared size, and drops the tag', async () => {
    // The size the page declares (<img width height>) is the size shown.
    const asset = (await readImportFile(datasetFile)).find(
      (document) => document.originalFilename === 'phone.jpg',
    )
    expect((asset?.metadata as { dimensions?: object } | undefined)?.dimensions).toMatchObject(
      shown,
    )
    const name = await variantName('phone.jpg')
    const variants = (await readdir(mediaDir)).filter((file) => file.startsWith(`${name}-`))
    for (const file of variants) {
      const variant = await readFile(path.join(mediaDir, file))
      const width = Number(/-(\d+)\./.exec(file)![1])
      const { orientation, ...size } = await sharp(variant).metadata()
      // Shrunk to two pixels: the left one blue, the right one red, as the photo is shown.
      const { data } = await sharp(variant)
        .resize(2, 1, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const [leftRed, , leftBlue, rightRed, , rightBlue] = [...data]
      expect({
        file,
        orientation,
        width: size.width,
        height: size.height,
        left: leftBlue! > leftRed!,
        right: rightRed! > rightBlue!,
      }).toEqual({
        file,
        orientation: undefined,
        width,
        height: Math.round((width * shown.height) / shown.width),
        left: true,
        right: true,
      })
    }
  })
})
