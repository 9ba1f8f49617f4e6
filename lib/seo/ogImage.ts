/** Where each article's social card lives: one URL pattern for the generator and the metadata. */
export const ogImageSize = { width: 1200, height: 630 } as const

export const ogImagePath = (slug: string) => `/og/${slug}.jpg`
