/** The fixed palette: deep navy ink, warm paper, and four accents, one per image. */

export const navy = {
  deep: '#0f1f3d',
  mid: '#1c335c',
  soft: '#2f4a78',
  mist: '#7d8aa3',
}

export const paper = {
  base: '#f6f1e7',
  shade: '#ece3d1',
  deep: '#dccdb1',
  bright: '#fffbf2',
  kraft: '#cdb68c',
  kraftDark: '#a98f62',
}

export interface Accent {
  main: string
  light: string
  pale: string
  dark: string
}

export const accents = {
  brick: { main: '#b5452f', light: '#d97b62', pale: '#f0d2c6', dark: '#7f2c1e' },
  ochre: { main: '#d69a26', light: '#e9bd62', pale: '#f4e2b5', dark: '#9c6810' },
  teal: { main: '#1f7d7a', light: '#5aa9a3', pale: '#c8e2dc', dark: '#114f4e' },
  sage: { main: '#7c9a72', light: '#a8c19e', pale: '#dde7d4', dark: '#4f6c49' },
} satisfies Record<string, Accent>

export type AccentName = keyof typeof accents
