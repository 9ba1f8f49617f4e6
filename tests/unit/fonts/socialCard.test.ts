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

  // Each letter the card's list names is drawn by its faces: cardCharacters.test.ts.
  it('Cyrillic, without asking for another face', async () => {
    const ink = async (title: string) =>
      inkOf(await overlay(card(title), 'HR Leadership Brief', fonts))
    // As much ink as a Latin headline of about the same length: letters, not empty boxes.
    expect(await ink('Работники выиграли спор о дресс-коде в суде')).toBeGreaterThan(
      (await ink(plain)) * 0.6,
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
