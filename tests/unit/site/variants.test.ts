import { describe, expect, it } from 'vitest'
import { fallbackWidthFor, variantFile, variantsFor, variantUrl } from '@/lib/media/variants'

const assetId = 'image-c9b3512c4c2fb05d3857595d856bc27062dd6bd4-1600x900-png'

describe('image variants', () => {
  it('are named by 16 hex digits of the image hash, the width and the format', () => {
    expect(variantFile(assetId, 800)).toBe('c9b3512c4c2fb05d-800.avif')
    expect(variantUrl(assetId, 800, 'webp')).toBe('/media/c9b3512c4c2fb05d-800.webp')
  })

  it('keep an id of another shape whole', () => {
    expect(variantFile('image-upload-7', 400)).toBe('image-upload-7-400.avif')
  })

  it('come in AVIF at every width up to the original, plus one WebP', () => {
    expect(variantsFor(1600)).toEqual([
      [400, 'avif'],
      [800, 'avif'],
      [1200, 'avif'],
      [1600, 'avif'],
      [800, 'webp'],
    ])
    expect(variantsFor(600)).toEqual([
      [400, 'avif'],
      [400, 'webp'],
    ])
    expect(fallbackWidthFor(300)).toBe(300)
  })
})
