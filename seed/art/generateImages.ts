/**
 * Renders every editorial illustration into seed/images/ as a 1600x900 PNG.
 * Usage: tsx seed/art/generateImages.ts [name-filter]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { canvas } from '@/seed/art/canvas'
import { accents, navy, paper } from '@/seed/art/palette'
import { renderPng } from '@/seed/art/render'
import type { Scene } from '@/seed/art/scene'
import { scenes } from '@/seed/art/scenes'
import { HEIGHT, WIDTH } from '@/seed/art/size'
import { resetIds } from '@/seed/art/svg'

const OUT_DIR = fileURLToPath(new URL('../images/', import.meta.url))
const MAX_BYTES = 250 * 1024

function groundColor(scene: Scene): string {
  if (scene.ground === 'navy') return navy.deep
  if (scene.ground === 'pale') return accents[scene.accent].pale
  return paper.base
}

async function main(): Promise<void> {
  const filter = process.argv[2]
  const selected = filter ? scenes.filter((s) => s.file.includes(filter)) : scenes
  const names = new Set<string>()
  await mkdir(OUT_DIR, { recursive: true })
  let failed = false
  for (const scene of selected) {
    if (names.has(scene.file)) throw new Error(`duplicate scene ${scene.file}`)
    names.add(scene.file)
    resetIds()
    const svg = canvas(groundColor(scene), scene.draw(accents[scene.accent]))
    const png = await renderPng(svg)
    const meta = await sharp(png).metadata()
    const ok = meta.width === WIDTH && meta.height === HEIGHT && png.length <= MAX_BYTES
    failed ||= !ok
    await writeFile(`${OUT_DIR}${scene.file}.png`, png)
    console.log(
      `${ok ? 'ok ' : 'BAD'} ${scene.file}.png ${meta.width}x${meta.height} ${(png.length / 1024).toFixed(1)} KB`,
    )
  }
  if (failed) {
    console.error(`Some images are not ${WIDTH}x${HEIGHT} or exceed ${MAX_BYTES / 1024} KB.`)
    process.exitCode = 1
  }
}

await main()
