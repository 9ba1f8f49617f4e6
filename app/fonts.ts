import localFont from 'next/font/local'

/*
 * One web font, for headlines: a single weight of the serif, cut by scripts/prepare-fonts.ts
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
  // Fallback metrics from a serif, so the swap from Georgia or Times moves nothing.
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
