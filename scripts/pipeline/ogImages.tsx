import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { getArticleIndex, getHome, getSettings, type ContentImage } from '@/lib/content'
import { cardFamily, cardFontFiles, loadCardFonts, type CardFonts } from '@/lib/fonts/cardFonts'
import { variantFile, widthAtLeast } from '@/lib/media/variants'
import { ogImagePath, ogImageSize } from '@/lib/seo/ogImage'
import { cardCannotDraw, cardText } from '@/schemas/cardText'
import { cached, emptyStats, inputHash } from '@/scripts/pipeline/derivedCache'
import { eachFile } from '@/scripts/pipeline/htmlFiles'

/**
 * A 1200x630 social card for every article, from its hero and headline, drawn at build time
 * (text as vector paths) only when its text, hero or this recipe changed; else from the build
 * cache. Text the faces cannot draw (schemas/cardText.ts) stops the build, named.
 */

const outDir = path.resolve('public/og')
const mediaDir = path.resolve('public/media')
const { width, height } = ogImageSize

export interface Card {
  label: string
  title: string
  hero: ContentImage
  /** Where the label and the title come from, as "document › field". */
  labelFrom: string
  titleFrom: string
}

const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#0f1f3d" stop-opacity="0.45"/><stop offset="0.68" stop-color="#0f1f3d" stop-opacity="0.95"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
)

/** Satori lays out flex boxes only; the label and the site's name share a face and a size. */
const sans = { display: 'flex', fontFamily: cardFamily('Source Sans'), fontSize: 24 } as const

export async function overlay(card: Card, siteName: string, fonts: CardFonts) {
  const title = cardText(card.title)
  const column = { display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' } as const
  return satori(
    <div style={{ ...column, width: '100%', height: '100%', padding: '56px 64px' }}>
      <div style={{ ...sans, color: '#f3ead7', letterSpacing: 3, textTransform: 'uppercase' }}>
        {cardText(card.label)}
      </div>
      <div
        style={{
          display: 'flex',
          marginTop: 16,
          fontFamily: cardFamily('Source Serif'),
          fontSize: title.length > 90 ? 48 : 58,
          lineHeight: 1.12,
          color: '#ffffff',
        }}
      >
        {title}
      </div>
      <div style={{ ...sans, alignItems: 'center', marginTop: 28, color: '#ffffff' }}>
        <div
          style={{ width: 28, height: 28, background: '#a8321f', marginRight: 14, borderRadius: 3 }}
        />
        {cardText(siteName)}
      </div>
    </div>,
    {
      width,
      height,
      fonts,
      // Satori asks for a face only for text none of the card's faces holds.
      loadAdditionalAsset: async (_language, segment) => {
        throw new Error(
          `The social card of ${card.titleFrom} has no typeface for "${[...segment].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(' ')}", which schemas/cardText.ts lists as drawable; correct that list`,
        )
      },
    },
  )
}

/** The hero, cropped to the card and shaded so white text reads on it, under the card's text. */
async function renderCard(card: Card, siteName: string, fonts: CardFonts): Promise<Buffer> {
  const { assetId, width: heroWidth } = card.hero
  const source = path.join(mediaDir, variantFile(assetId, widthAtLeast(heroWidth, width)))
  const [hero, svg] = await Promise.all([readFile(source), overlay(card, siteName, fonts)])
  return sharp(hero)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: shade }, { input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** Every social card, from the build cache where its text and hero are unchanged. */
export async function drawSocialCards(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const [settings, articles, home, fonts, recipe] = await Promise.all([
    getSettings(),
    getArticleIndex(),
    getHome(),
    loadCardFonts(),
    // The recipe: this file, the faces and what the card's text is made into before drawing.
    Promise.all(
      [import.meta.filename, 'lib/fonts/cardFonts.ts', 'schemas/cardText.ts', ...cardFontFiles].map(
        (file) => readFile(file),
      ),
    ).then((sources) => inputHash(...sources)),
  ])
  const stats = emptyStats()
  const cards = new Map<string, Card>([
    [
      'site',
      {
        label: 'News for HR leaders',
        title: settings.description,
        hero: home.featured.image,
        labelFrom: 'ogImages.tsx › label',
        titleFrom: 'siteSettings › description',
      },
    ],
    ...articles.map((article): [string, Card] => [
      article.slug,
      {
        label: article.topic,
        title: article.headline,
        hero: article.hero,
        labelFrom: `article ${article.slug} › topic`,
        titleFrom: `article ${article.slug} › headline`,
      },
    ]),
  ])
  // The first text of a card its typefaces cannot draw, as "document › field: why".
  for (const card of cards.values())
    for (const [text, from] of [
      [card.title, card.titleFrom],
      [card.label, card.labelFrom],
      [settings.siteName, 'siteSettings › siteName'],
    ] as const) {
      const problem = cardCannotDraw(text)
      if (problem) throw new Error(`${from}: ${problem}`)
    }
  // Two at a time: layout runs on the main thread while sharp encodes the previous card.
  await eachFile(
    [...cards],
    async ([name, card]) => {
      const key = inputHash(recipe, settings.siteName, card.label, card.title, card.hero.assetId)
      const bytes = await cached('og', key, () => renderCard(card, settings.siteName, fonts), stats)
      await writeFile(path.join(outDir, path.basename(ogImagePath(name))), bytes)
    },
    { concurrency: 2 },
  )
  const wanted = new Set([...cards.keys()].map((name) => path.basename(ogImagePath(name))))
  for (const file of await readdir(outDir)) if (!wanted.has(file)) await rm(path.join(outDir, file))
  console.log(
    `Social cards: ${wanted.size} (${stats.made} drawn, ${stats.hits} from the build cache; public/og).`,
  )
}
