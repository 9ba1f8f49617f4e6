import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readImportFile, type DatasetDocument } from '@/lib/sanity/datasetFile'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

/** Two small images, an article, its byline and its card that show them: enough to prove the media step, quickly. */
async function tinyDataset() {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-seed-'))
  await mkdir(path.join(dir, 'images'))
  for (const [name, width, color] of [
    ['wide.png', 900, '#336699'],
    ['small.png', 500, '#996633'],
  ] as const)
    await sharp({ create: { width, height: 300, channels: 3, background: color } })
      .png()
      .toFile(path.join(dir, 'images', name))
  const figure = (file: string) => ({
    _type: 'figure',
    _sanityAsset: `image@file://./images/${file}`,
    alt: file,
  })
  const publishedAt = '2025-10-01T16:00:00.000Z'
  const documents: DatasetDocument[] = [
    {
      _id: 'article-a',
      _type: 'article',
      headline: 'A',
      slug: { _type: 'slug', current: 'a' },
      publishedAt,
      author: { _type: 'reference', _ref: 'author-desk' },
      hero: figure('wide.png'),
      body: [],
    },
    {
      _id: 'author-desk',
      _type: 'author',
      name: 'Desk',
      slug: { _type: 'slug', current: 'desk' },
      image: figure('small.png'),
    },
    {
      _id: 'summary-a',
      _type: 'summary',
      title: 'A',
      article: { _type: 'reference', _ref: 'article-a' },
      publishedAt,
      image: figure('small.png'),
    },
  ]
  return { dir, file: path.join(dir, 'dataset.ndjson'), documents }
}

/** `npm run media`'s image step, in a scratch folder, reading the dataset as its snapshot. */
async function prepareMedia(datasetFile: string) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'media-out-'))
  const result = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--tsconfig',
      path.join(root, 'tsconfig.json'),
      path.join(root, 'scripts/steps/media.ts'),
      'media',
    ],
    { cwd, env: { ...process.env, CONTENT_DATASET_FILE: datasetFile } },
  )
  const dir = path.join(cwd, 'public/media')
  const files = await readdir(dir)
  return { stdout: result.stdout, files: files.sort(), dir }
}

describe('the media step', () => {
  it('writes the variants of every image a published document uses, and no others', async () => {
    const dataset = await tinyDataset()
    await writeFile(
      dataset.file,
      dataset.documents.map((document) => JSON.stringify(document)).join('\n'),
    )
    const { files, stdout } = await prepareMedia(dataset.file)
    const [wide, small] = await Promise.all(
      ['wide.png', 'small.png'].map(async (name) => {
        const bytes = await readFile(path.join(dataset.dir, 'images', name))
        return createHash('sha1').update(bytes).digest('hex').slice(0, 16)
      }),
    )
    // Named by the first 16 hex digits of the file's hash: AVIF at every width the image
    // reaches, and one WebP for browsers without AVIF.
    expect(files).toEqual(
      [
        `${wide}-400.avif`,
        `${wide}-800.avif`,
        `${wide}-800.webp`,
        `${small}-400.avif`,
        `${small}-400.webp`,
      ].sort(),
    )
    expect(stdout).toContain('Media: 2 images, 5 variants made, 0 from the build cache')
  })

  it('applies a phone photo’s EXIF orientation to every variant and the declared size, and drops the tag', async () => {
    // As a phone stores an upright 16:9 photo: 900×1600 pixels, with orientation 6 (turn 90°
    // clockwise to show). Stored top half red, so the shown photo is blue on the left, red on the right.
    const stored = { width: 900, height: 1600 }
    const shown = { width: stored.height, height: stored.width }
    const dataset = await tinyDataset()
    const red = await sharp({
      create: {
        width: stored.width,
        height: stored.height / 2,
        channels: 3,
        background: '#cc0000',
      },
    })
      .png()
      .toBuffer()
    await sharp({ create: { ...stored, channels: 3, background: '#0000cc' } })
      .composite([{ input: red, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dataset.dir, 'images', 'phone.jpg'))
    const [article, ...others] = dataset.documents
    const documents = [
      {
        ...article!,
        hero: {
          _type: 'figure',
          _sanityAsset: 'image@file://./images/phone.jpg',
          alt: 'A phone photo',
        },
      },
      ...others,
    ]
    await writeFile(dataset.file, documents.map((document) => JSON.stringify(document)).join('\n'))

    // The size the page declares (<img width height>) is the size shown.
    const asset = (await readImportFile(dataset.file)).find(
      (document) =>
        document._type === 'sanity.imageAsset' && document.originalFilename === 'phone.jpg',
    )
    const dimensions = (asset?.metadata as { dimensions?: object } | undefined)?.dimensions
    expect(dimensions).toMatchObject(shown)

    const { files, dir } = await prepareMedia(dataset.file)
    const bytes = await readFile(path.join(dataset.dir, 'images', 'phone.jpg'))
    const name = createHash('sha1').update(bytes).digest('hex').slice(0, 16)
    const variants = files.filter((file) => file.startsWith(`${name}-`))
    // Every width up to the shown width, as for any image that wide.
    expect(variants).toEqual([
      `${name}-1200.avif`,
      `${name}-1600.avif`,
      `${name}-400.avif`,
      `${name}-800.avif`,
      `${name}-800.webp`,
    ])
    for (const file of variants) {
      const variant = await readFile(path.join(dir, file))
      const width = Number(/-(\d+)\./.exec(file)![1])
      const { orientation, ...size } = await sharp(variant).metadata()
      expect({ file, orientation, width: size.width, height: size.height }).toEqual({
        file,
        orientation: undefined,
        width,
        height: Math.round((width * shown.height) / shown.width),
      })
      // Shrunk to two pixels: the left one blue, the right one red, as the photo is shown.
      const { data } = await sharp(variant)
        .resize(2, 1, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const [leftRed, , leftBlue, rightRed, , rightBlue] = [...data]
      expect({ file, left: leftBlue! > leftRed!, right: rightRed! > rightBlue! }).toEqual({
        file,
        left: true,
        right: true,
      })
    }
  })
})
