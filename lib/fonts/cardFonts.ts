import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The typefaces of the social cards: Source Serif 4 Bold for the headline and Source Sans 3 for
 * the label and the site's name, each in every subset its package ships, so the card draws the
 * Latin, Vietnamese, Greek and Cyrillic letters the site's own pages show. Satori keeps one face
 * per name and weight, so each subset gets its own name; a character one face lacks is drawn
 * in the next that has it. schemas/cardText.ts lists what they hold together.
 */

const require = createRequire(import.meta.url)

type Family = 'Source Serif' | 'Source Sans'

/** Each subset of a Fontsource package's face, named apart (subsets as its file names give them). */
function faces(family: Family, weight: 400 | 700, packageJson: string, subsets: string) {
  const dir = path.dirname(packageJson)
  return subsets.split(' ').map((subset) => ({
    name: `${family} ${subset}`,
    weight,
    path: path.join(dir, 'files', `${path.basename(dir)}-${subset}-${weight}-normal.woff`),
  }))
}

const cardFaces = [
  ...faces(
    'Source Serif',
    700,
    require.resolve('@fontsource/source-serif-4/package.json'),
    'latin latin-ext vietnamese greek cyrillic cyrillic-ext',
  ),
  ...faces(
    'Source Sans',
    400,
    require.resolve('@fontsource/source-sans-3/package.json'),
    'latin latin-ext vietnamese greek greek-ext cyrillic cyrillic-ext',
  ),
]

/** Every font file the cards read: what their cache key depends on. */
export const cardFontFiles = cardFaces.map(({ path: file }) => file)

/** A CSS font-family for text set in `family`, its subsets first, then the other faces. */
export function cardFamily(family: Family): string {
  const first = cardFaces.filter(({ name }) => name.startsWith(`${family} `))
  const rest = cardFaces.filter((face) => !first.includes(face))
  return [...first, ...rest].map(({ name }) => `'${name}'`).join(', ')
}

/** The faces as satori takes them. */
export async function loadCardFonts() {
  return Promise.all(
    cardFaces.map(async ({ name, weight, path: file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(file),
    })),
  )
}

export type CardFonts = Awaited<ReturnType<typeof loadCardFonts>>
