/**
 * Toasts open at the top of the screen, just below the sticky header (4 rem): this many pixels
 * from its top. A form keeps the fields a toast reports on below the toasts (see ContactForm).
 */
export const toastTop = 72
