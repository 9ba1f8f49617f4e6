import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { beforeAll, expect, it, vi } from 'vitest'
import { checkImages } from '@/scripts/pipeline/snapshot/checkImages'

let dir = ''

/** A PNG whose header claims `width`×`height` pixels, its checksum made good. */
function claiming(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png)
  patched.writeUInt32BE(width, 16)
  patched.writeUInt32BE(height, 20)
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29)
  return patched
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'images-'))
  vi.stubEnv('BUILD_CACHE_DIR', path.join(dir, 'cache'))
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#345' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="450"><circle cx="400" cy="225" r="200" fill="#c93"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()
  await Promise.all([
    writeFile(path.join(dir, 'whole.png'), png),
    writeFile(path.join(dir, 'short.png'), png.subarray(0, Math.floor(png.length * 0.6))),
    writeFile(path.join(dir, 'huge.png'), claiming(png, 20_000, 20_000)),
  ])
})

it('refuses an image cut short or too large, by document and field, and takes a whole one', async () => {
  const uses = ['whole.png', 'short.png', 'huge.png'].map((file, i) => ({
    documentId: `article-${i}`,
    field: 'cards[0].image',
    file,
  }))
  // Twice: the second run reads what the first found whole from the build cache.
  for (let run = 0; run < 2; run++)
    expect(await checkImages(dir, uses, 'embedded')).toEqual([
      expect.stringMatching(
        /^article-1 › cards\[0\]\.image: image short\.png is cut short or damaged/,
      ),
      expect.stringMatching(
        /^article-2 › cards\[0\]\.image: image huge\.png is too large to show: 20000×20000 pixels/,
      ),
    ])
})
