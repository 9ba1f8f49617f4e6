/** SVG document to PNG: an indexed palette keeps flat art small without visible banding. */
import sharp from 'sharp'

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .png({
      palette: true,
      colours: 128,
      dither: 0,
      effort: 10,
      compressionLevel: 9,
      adaptiveFiltering: false,
    })
    .toBuffer()
}
