import localFont from 'next/font/local'

/*
 * One web font, for headlines: a single weight of the serif, cut by scripts/pipeline/prepareFonts.ts
 * to the characters the site shows (about 12 KB) and preloaded, so headlines are drawn once in
 * their own face. Text uses the reader's system face (see globals.css), which costs nothing
 * to load and cannot shift.
 */
export const serif = localFont({
  src: './_fonts/serif.woff2',
  variable: '--font-serif',
  weight: '600',
  style: 'normal',
  display: 'swap',
  // The fallback face in globals.css takes the serif's room, so the swap moves nothing. Next's
  // own (adjustFontFallback) names Times New Roman alone, which Linux and Android lack.
  adjustFontFallback: false,
  fallback: ['Headline Fallback', 'Georgia', 'serif'],
})
