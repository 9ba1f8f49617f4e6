import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@/lib/content/embeddedDataset'
import { startContentLake, type ContentLake } from './server/contentLake'
import { importInto } from './support/importer'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

let lake: ContentLake
const assetIds: string[] = []

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

/** `npm run media`'s image step, in a scratch folder, pointed at the stand-in. */
async function prepareMedia(env: Record<string, string>) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'media-out-'))
  const result = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--tsconfig',
      path.join(root, 'tsconfig.json'),
      path.join(root, 'scripts/prepare-derived.ts'),
      'media',
    ],
    { cwd, env: { ...process.env, CONTENT_DATASET_FILE: '/nonexistent', ...env } },
  ).then(
    ({ stdout, stderr }) => ({ exitCode: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      exitCode: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  )
  const files = await readdir(path.join(cwd, 'public/media')).catch(() => [])
  return { ...result, files: files.sort() }
}

beforeAll(async () => {
  lake = await startContentLake()
  const { report } = await importInto(lake, await tinyDataset())
  assetIds.push(...report.images.uploaded.map(({ id }) => id))
})
beforeEach(() => lake.faults.clear())
afterAll(async () => {
  await lake?.close()
})

describe('the media step of a build from the hosted dataset', () => {
  it('downloads every image it uses and writes its variants', async () => {
    const { exitCode, files, stdout } = await prepareMedia(lake.env())
    expect(exitCode).toBe(0)
    const [wide, small] = assetIds.sort(
      (a, b) => Number(b.includes('900x')) - Number(a.includes('900x')),
    )
    // Named by the first 16 hex digits of the file's hash: AVIF at every width the image
    // reaches, and one WebP for browsers without AVIF.
    const named = (assetId: string) => assetId.slice('image-'.length, 'image-'.length + 16)
    expect(files).toEqual(
      [
        `${named(wide!)}-400.avif`,
        `${named(wide!)}-800.avif`,
        `${named(wide!)}-800.webp`,
        `${named(small!)}-400.avif`,
        `${named(small!)}-400.webp`,
      ].sort(),
    )
    expect(stdout).toContain('Media: 2 images, 5 variants made, 0 from the build cache')
    expect(lake.requests.filter((request) => request.endpoint === 'images')).toHaveLength(2)
  })

  it('names the image it could not download, and fails', async () => {
    lake.faults.add({ status: 404 }, { endpoint: 'images' })
    const { exitCode, stderr } = await prepareMedia(lake.env())
    expect(exitCode).toBe(1)
    expect(stderr).toMatch(
      /✖ Media: Could not download image image-[0-9a-f]{40}-\d+x300-png from http/,
    )
    expect(stderr).toContain('HTTP 404')
  })

  it('stops before writing anything when the dataset cannot be read', async () => {
    const { exitCode, stderr, files } = await prepareMedia(
      lake.env({ SANITY_API_READ_TOKEN: 'revoked' }),
    )
    expect(exitCode).toBe(1)
    expect(stderr).toContain('refused the token in SANITY_API_READ_TOKEN')
    expect(files).toEqual([])
  })
})
