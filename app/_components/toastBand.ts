/**
 * Where toasts open: a band across the top of the screen, starting just below the sticky header
 * (4 rem) and as tall as two toasts of two lines. A form that reports errors in a toast scrolls the
 * field it reports on below this band, so the toast never covers that field.
 */
export const toastBand = {
  /** Pixels from the top of the screen to a toast's top edge. */
  top: 72,
  /** Pixels from the top of the screen to the band's bottom edge. */
  bottom: 200,
} as const
