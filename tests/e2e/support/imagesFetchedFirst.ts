import { expect, type Page } from 'playwright/test'

/**
 * The image a page fetches first (preloaded, at high priority) is one the reader sees on the first
 * screen, on a phone and on a desktop: an image further down would hold up the text above it.
 * A page that opens on an image fetches that one first.
 */

const screens = {
  desktop: { width: 1280, height: 720 },
  // Lighthouse's mobile screen, on which the benchmark measures the largest paint.
  phone: { width: 412, height: 823 },
}

interface ImageOnScreen {
  src: string
  fetchedFirst: boolean
  onFirstScreen: boolean
}

/** Every image of the page, in document order, and whether it shows on the first screen. */
function imagesOf(page: Page): Promise<ImageOnScreen[]> {
  return page.$$eval('img', (images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect()
      return {
        src: image.getAttribute('src') ?? '',
        fetchedFirst: image.getAttribute('fetchpriority') === 'high',
        onFirstScreen: box.height > 0 && box.top < innerHeight && box.bottom > 0,
      }
    }),
  )
}

/** The srcset of each image preload, and those of the images fetched first. */
function preloadsOf(page: Page): Promise<{ preloaded: string[]; fetchedFirst: string[] }> {
  return page.evaluate(() => ({
    preloaded: [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href') ?? '',
    ),
    fetchedFirst: [
      ...document.querySelectorAll('picture:has(img[fetchpriority="high"]) source'),
    ].map((source) => source.getAttribute('srcset') ?? ''),
  }))
}

/** Checks the page, scrolled to its top, on both screens; leaves the page at the size it found. */
export async function expectImagesFetchedFirstOnFirstScreen(
  page: Page,
  { opensOnImage }: { opensOnImage: boolean },
): Promise<void> {
  const { preloaded, fetchedFirst } = await preloadsOf(page)
  expect(new Set(preloaded), 'the images preloaded are those fetched first').toEqual(
    new Set(fetchedFirst),
  )
  const size = page.viewportSize()
  await page.evaluate(() => scrollTo(0, 0))
  for (const [screen, viewport] of Object.entries(screens)) {
    await page.setViewportSize(viewport)
    const images = await imagesOf(page)
    expect(
      images.filter((image) => image.fetchedFirst && !image.onFirstScreen).map(({ src }) => src),
      `images fetched first below the ${screen}'s first screen`,
    ).toEqual([])
    if (opensOnImage)
      expect(
        images.find((image) => image.onFirstScreen)?.fetchedFirst,
        `the first image on the ${screen}'s first screen is fetched first`,
      ).toBe(true)
  }
  if (size) await page.setViewportSize(size)
}
