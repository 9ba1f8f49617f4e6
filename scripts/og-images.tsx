import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import sharp from 'sharp'
import { getArticleIndex, getHome, getSettings, type ContentImage } from '../lib/content'
import { variantFile, widthsFor } from '../lib/media/variants'
import { ogImagePath, ogImageSize } from '../lib/seo/ogImage'

/**
 * Draws a 1200x630 social card for every article from its hero and headline, at build time,
 * so shared links show our own image and no image service is involved.
 */

const outDir = path.resolve('public/og')
const mediaDir = path.resolve('public/media')
const serif = readFile(
  path.resolve(
    'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff',
  ),
)
const sans = readFile(path.resolve('node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'))

async function heroDataUri(assetId: string, width: number): Promise<string> {
  const widths = widthsFor(width)
  const file = path.join(
    mediaDir,
    variantFile(assetId, widths.find((w) => w >= 1200) ?? widths[widths.length - 1]!),
  )
  const png = await sharp(await readFile(file))
    .resize(ogImageSize.width, ogImageSize.height, { fit: 'cover' })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

interface Card {
  label: string
  title: string
  hero: ContentImage
}

async function renderCard(
  { label, title, hero }: Card,
  siteName: string,
  fonts: { serif: Buffer; sans: Buffer },
) {
  const background = await heroDataUri(hero.assetId, hero.width)
  const response = new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        position: 'relative',
        background: '#0f1f3d',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG, not a page */}
      <img
        src={background}
        width={ogImageSize.width}
        height={ogImageSize.height}
        alt=""
        style={{ position: 'absolute', opacity: 0.55 }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          width: '100%',
          height: '100%',
          padding: '56px 64px',
          backgroundImage: 'linear-gradient(180deg, rgba(15,31,61,0) 20%, rgba(15,31,61,0.92) 68%)',
        }}
      >
        <div
          style={{
            display: 'flex',
            fontFamily: 'Geist',
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
            fontFamily: 'Geist',
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
      </div>
    </div>,
    {
      ...ogImageSize,
      fonts: [
        { name: 'Source Serif', data: fonts.serif, weight: 700, style: 'normal' },
        { name: 'Geist', data: fonts.sans, weight: 400, style: 'normal' },
      ],
    },
  )
  return Buffer.from(await response.arrayBuffer())
}

const started = performance.now()
await mkdir(outDir, { recursive: true })
const [settings, articles, home, serifFont, sansFont] = await Promise.all([
  getSettings(),
  getArticleIndex(),
  getHome(),
  serif,
  sans,
])
const fonts = { serif: serifFont, sans: sansFont }
const cards = new Map<string, Card>([
  [
    'site',
    { label: 'News for HR leaders', title: settings.description, hero: home.featured.image },
  ],
  ...articles.map((article): [string, Card] => [
    article.slug,
    { label: article.topic ?? settings.siteName, title: article.headline, hero: article.hero },
  ]),
])
for (const [name, card] of cards)
  await writeFile(
    path.join(outDir, path.basename(ogImagePath(name))),
    await renderCard(card, settings.siteName, fonts),
  )
const wanted = new Set([...cards.keys()].map((name) => path.basename(ogImagePath(name))))
for (const file of await readdir(outDir)) if (!wanted.has(file)) await rm(path.join(outDir, file))
console.log(
  `Social cards: ${wanted.size} written in ${((performance.now() - started) / 1000).toFixed(1)}s (public/og).`,
)
