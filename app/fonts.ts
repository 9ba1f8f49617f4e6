import localFont from 'next/font/local'

/*
 * Latin subsets from the installed packages, both preloaded so text is drawn once, in its own
 * face: the variable sans for text and one static weight of the serif for headlines.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
})

export const serif = localFont({
  src: '../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
  variable: '--font-serif',
  weight: '600',
  style: 'normal',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
