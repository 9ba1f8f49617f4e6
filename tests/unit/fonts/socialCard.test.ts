import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCardFonts, type CardFonts } from '@/lib/fonts/cardFonts'
import { overlay, type Card } from '@/scripts/pipeline/ogImages'

/** The social card's text layer, drawn by the build's own function. */

let fonts: CardFonts
beforeAll(async () => {
  fonts = await loadCardFonts()
})

const card = (title: string): Card => ({
  label: 'Talent',
  title,
  hero: { assetId: 'image-test', url: '', width: 1600, height: 900, alt: '' } as Card['hero'],
  labelFrom: 'article test › topic',
  titleFrom: 'article test › headline',
})

/** How many pixels of the drawn text layer are not transparent. */
async function inkOf(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({
    resolveWithObject: true,
  })
  let ink = 0
  for (let i = info.channels - 1; i < data.length; i += info.channels) if (data[i]! > 0) ink++
  return ink
}

describe('the social card draws headlines in every script its faces hold', () => {
  const plain = 'Workers in the city win a ruling on a dress code'

  it.each([
    ['Latin with accents', 'Zoë Ødegård’s café in Łódź wins a São Paulo résumé ruling'],
    ['Cyrillic', 'Работники выиграли спор о дресс-коде в суде'],
  ])('%s, without asking for another face', async (_script, title) => {
    const svg = await overlay(card(title), 'HR Leadership Brief', fonts)
    // As much ink as a Latin headline of about the same length: letters, not empty boxes.
    expect(await inkOf(svg)).toBeGreaterThan(
      (await inkOf(await overlay(card(plain), 'HR Leadership Brief', fonts))) * 0.6,
    )
  })

  it('leaves out characters that print nothing, rather than draw a box', async () => {
    const marked = await overlay(card(`\u200F${plain}\u200B`), 'HR Leadership Brief', fonts)
    expect(marked).toBe(await overlay(card(plain), 'HR Leadership Brief', fonts))
  })

  it('stops, naming the document, at text none of its faces holds', async () => {
    await expect(
      overlay(card('عمال المدينة يكسبون'), 'HR Leadership Brief', fonts),
    ).rejects.toThrow('The social card of article test › headline has no typeface for "U+639')
  })
})
