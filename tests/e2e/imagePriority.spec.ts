import { expect, test, type Page } from 'playwright/test'
import { sitemapPaths } from './quality/routes'

/**
 * The image a page fetches first (preloaded, at high priority) is one the reader sees on the first
 * screen, on a phone and on a desktop: an image further down would hold up the text above it.
 * Pages that open on an image fetch that one first.
 */

const screens = {
  // Lighthouse's mobile screen, on which the benchmark measures the largest paint.
  phone: { width: 412, height: 823 },
  desktop: { width: 1280, height: 720 },
}

const paths = sitemapPaths()
const opensOnImage = paths.filter((path) => path === '/' || /^\/(category|author)\//.test(path))
const opensOnText = paths.filter((path) => path.startsWith('/article/'))

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

for (const path of [...opensOnImage, ...opensOnText]) {
  test(`${path} fetches first only what shows on the first screen`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const { preloaded, fetchedFirst } = await preloadsOf(page)
    for (const srcset of preloaded)
      expect(fetchedFirst, `a preload for an image fetched first`).toContain(srcset)
    for (const [screen, viewport] of Object.entries(screens)) {
      await page.setViewportSize(viewport)
      const images = await imagesOf(page)
      const offScreen = images.filter((image) => image.fetchedFirst && !image.onFirstScreen)
      expect(
        offScreen.map((image) => image.src),
        `images fetched first below the ${screen}'s first screen`,
      ).toEqual([])
      if (opensOnImage.includes(path))
        expect(
          images.find((image) => image.onFirstScreen)?.fetchedFirst,
          `the first image on the ${screen}'s first screen is fetched first`,
        ).toBe(true)
    }
  })
}
