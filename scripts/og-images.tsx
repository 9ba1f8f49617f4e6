import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import satori from 'satori'
import sharp, { type OutputInfo } from 'sharp'
import { getArticleIndex, getHome, getSettings, type ContentImage } from '../lib/content'
import { variantFile, widthAtLeast } from '../lib/media/variants'
import { ogImagePath, ogImageSize } from '../lib/seo/ogImage'
import { cached, emptyStats, inputHash, recipeHash } from './build/derivedCache'

/**
 * Draws a 1200x630 social card for every article from its hero and headline, at build time,
 * so shared links show our own image and no image service is involved. The text is laid out
 * as vector paths (no fonts needed to rasterise); each hero's darkened backdrop is made once.
 * A card is drawn only when its text, hero or this recipe changed; otherwise it comes from the
 * build cache.
 */

const require = createRequire(import.meta.url)
const fontFiles = {
  serif: require.resolve('@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff'),
  sans: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'),
}

const outDir = path.resolve('public/og')
const mediaDir = path.resolve('public/media')
const { width, height } = ogImageSize

interface Card {
  label: string
  title: string
  hero: ContentImage
}

const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#0f1f3d" stop-opacity="0.45"/><stop offset="0.68" stop-color="#0f1f3d" stop-opacity="0.95"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
)

type Backdrop = { data: Buffer; info: OutputInfo }
const backdrops = new Map<string, Promise<Backdrop>>()

/** The hero, cropped to the card and shaded so white text reads on it; made once per image. */
function backdrop(hero: ContentImage): Promise<Backdrop> {
  let made = backdrops.get(hero.assetId)
  if (!made) {
    const source = path.join(mediaDir, variantFile(hero.assetId, widthAtLeast(hero.width, width)))
    made = readFile(source).then((bytes) =>
      sharp(bytes)
        .resize(width, height, { fit: 'cover' })
        .composite([{ input: shade }])
        .raw()
        .toBuffer({ resolveWithObject: true }),
    )
    backdrops.set(hero.assetId, made)
  }
  return made
}

async function overlay(
  { label, title }: Card,
  siteName: string,
  fonts: { serif: Buffer; sans: Buffer },
) {
  return satori(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width: '100%',
        height: '100%',
        padding: '56px 64px',
      }}
    >
      <div
        style={{
          display: 'flex',
          fontFamily: 'Source Sans',
          fontSize: 24,
          color: '#f3ead7',
          letterSpacing: 3,
          textTransform: 'uppercase',
        }}
      >
        {label}
      </div>
      <div
        style={{
          display: 'flex',
          marginTop: 16,
          fontFamily: 'Source Serif',
          fontSize: title.length > 90 ? 48 : 58,
          lineHeight: 1.12,
          color: '#ffffff',
        }}
      >
        {title}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          marginTop: 28,
          fontFamily: 'Source Sans',
          fontSize: 24,
          color: '#ffffff',
        }}
      >
        <div
          style={{
            display: 'flex',
            width: 28,
            height: 28,
            background: '#a8321f',
            marginRight: 14,
            borderRadius: 3,
          }}
        />
        {siteName}
      </div>
    </div>,
    {
      width,
      height,
      fonts: [
        { name: 'Source Serif', data: fonts.serif, weight: 700, style: 'normal' },
        { name: 'Source Sans', data: fonts.sans, weight: 400, style: 'normal' },
      ],
    },
  )
}

async function renderCard(
  card: Card,
  siteName: string,
  fonts: { serif: Buffer; sans: Buffer },
): Promise<Buffer> {
  const [background, svg] = await Promise.all([backdrop(card.hero), overlay(card, siteName, fonts)])
  const { channels } = background.info
  return sharp(background.data, { raw: { width, height, channels } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** Every social card, from the build cache where its text and hero are unchanged. */
export async function drawSocialCards(): Promise<void> {
  const started = performance.now()
  await mkdir(outDir, { recursive: true })
  const [settings, articles, home, serif, sans, recipe] = await Promise.all([
    getSettings(),
    getArticleIndex(),
    getHome(),
    readFile(fontFiles.serif),
    readFile(fontFiles.sans),
    recipeHash(import.meta.filename, fontFiles.serif, fontFiles.sans),
  ])
  const stats = emptyStats()
  const cards = new Map<string, Card>([
    [
      'site',
      { label: 'News for HR leaders', title: settings.description, hero: home.featured.image },
    ],
    ...articles.map((article): [string, Card] => [
      article.slug,
      { label: article.topic, title: article.headline, hero: article.hero },
    ]),
  ])
  const queue = [...cards]
  // Two at a time: layout runs on the main thread while sharp encodes the previous card.
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [name, card] = next
        const key = inputHash(recipe, settings.siteName, card.label, card.title, card.hero.assetId)
        const bytes = await cached(
          'og',
          key,
          () => renderCard(card, settings.siteName, { serif, sans }),
          stats,
        )
        await writeFile(path.join(outDir, path.basename(ogImagePath(name))), bytes)
      }
    }),
  )
  const wanted = new Set([...cards.keys()].map((name) => path.basename(ogImagePath(name))))
  for (const file of await readdir(outDir)) if (!wanted.has(file)) await rm(path.join(outDir, file))
  console.log(
    `Social cards: ${wanted.size} (${stats.made} drawn, ${stats.hits} from the build cache) in ${((performance.now() - started) / 1000).toFixed(1)}s (public/og).`,
  )
}
