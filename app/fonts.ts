import localFont from 'next/font/local'

// Latin subsets from the installed packages: preloaded, with metric-matched fallbacks so text never shifts.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
})

export const serif = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  variable: '--font-serif',
  weight: '200 900',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
