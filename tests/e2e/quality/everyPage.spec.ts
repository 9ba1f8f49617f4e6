import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from 'playwright/test'
import { articles, buildClock, summariesIn } from '@/tests/e2e/support/dataset'
import { untilHydrated } from '@/tests/e2e/support/page'

/**
 * A page of each kind the site publishes, each opened once: it answers, fetches first only an
 * image on its first screen, hydrates, logs no error,
 * breaks nothing of its script policy, asks nothing of another origin (scrolled to its end, so
 * lazy images and reveals load too), and has no WCAG 2.2 AA violation by axe-core.
 */

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The pages that answer 404: one of no page, one of an unknown category before its script runs. */
const missing = ['/no-such-page', '/category/unknownthing']

const offTheSitemap = ['/search', '/search?q=employers', ...missing]

/** The first part of a path: the kind of page, one template each. */
const kindOf = (path: string) => path.split('?')[0]!.split('/')[1] || 'home'

/**
 * The story whose body has the most kinds of block (paragraph styles, lists, quotes, figures):
 * the article template at its fullest.
 */
const blockKinds = (story: (typeof articles)[number]) =>
  new Set(
    (story.body ?? []).map((block) =>
      [
        block._type,
        'style' in block ? block.style : '',
        'listItem' in block ? block.listItem : '',
      ].join(),
    ),
  ).size
const fullestArticle = [...articles].sort((a, b) => blockKinds(b) - blockKinds(a))[0]!

/**
 * One page of each kind in the sitemap (the fullest story for articles), and the pages it does not
 * list: a template is the same code on every page of its kind, and every page's markup (heading,
 * chrome, links, policy, valid HTML) is checked in `test:build`. This is what the deploy proves
 * in a browser before it goes live (`@gate`).
 */
const sitemap = [...readFileSync('out/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = '']) => new URL(loc).pathname,
)
const paths = [
  ...sitemap.filter((path, i) =>
    kindOf(path) === 'article'
      ? path === `/article/${fullestArticle.slug.current}`
      : sitemap.findIndex((other) => kindOf(other) === kindOf(path)) === i,
  ),
  ...offTheSitemap,
]

/**
 * The home page, listings and the desk's page open on an image; articles on their headline, and a
 * category with no story out yet on its empty note.
 */
function opensOnImage(path: string): boolean {
  const listed = /^\/category\/([^/]+)$/.exec(path)?.[1]
  if (listed)
    return summariesIn(listed).some((card) => Date.parse(card.publishedAt) <= buildClock.getTime())
  return path === '/' || /^\/(category|author)\//.test(path)
}

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

/** Every image of the page, in document order, and whether it shows on the first screen. */
function imagesOf(page: Page) {
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

/** Checks the page, scrolled to its top, on both screens; leaves the page at the size it found. */
async function expectImagesFetchedFirstOnFirstScreen(
  page: Page,
  { opensOnImage }: { opensOnImage: boolean },
): Promise<void> {
  // The images preloaded are those fetched first: tests/builtSite/paint.test.ts.
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

/**
 * Errors the page logs or throws, less the browser's own note on a 404 answer and the log of the
 * missing path the specification asks of the not-found page, which `logged` holds.
 */
function collectErrors(page: Page, path: string) {
  const seen = { errors: [] as string[], logged: [] as string[] }
  page.on('pageerror', (error) => seen.errors.push(error.message))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return
    seen[text.includes(`non-existent route: ${path}`) ? 'logged' : 'errors'].push(text)
  })
  return seen
}

async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
}

function watchOffsite(page: Page, origin: string): string[] {
  const offsite: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.origin !== origin) offsite.push(request.url())
  })
  return offsite
}

/** Scrolls to the end, a frame or 100 ms a step: headless Chromium sometimes stops scheduling frames. */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => {
        requestAnimationFrame(resolve)
        setTimeout(resolve, 100)
      })
    }
  })
}

/** axe-core's findings, run through the debugging protocol: the page's own policy still holds. */
async function accessibilityViolations(page: Page) {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  })
}

for (const path of paths) {
  test(
    `${path} renders, hydrates and stays within its policy, its site and WCAG 2.2 AA`,
    { tag: '@gate' },
    async ({ page, baseURL }) => {
      const status = missing.includes(path) ? 404 : 200
      const { errors, logged } = collectErrors(page, path)
      const violations = await watchPolicyViolations(page)
      const offsite = watchOffsite(page, new URL(baseURL!).origin)
      const response = await page.goto(path)
      expect(response?.status(), `${path} status`).toBe(status)
      // Its heading, by what it shows, inside the shared chrome: tests/builtSite (content, validity).
      await expectImagesFetchedFirstOnFirstScreen(page, {
        opensOnImage: status === 200 && opensOnImage(path),
      })
      await untilHydrated(page)
      await scrollToEnd(page)
      await page.waitForLoadState('networkidle')
      // Cards fade in as they near the screen: axe measures colours once they have arrived.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map(({ finished }) => finished)),
      )
      expect(errors, `errors on ${path}`).toEqual([])
      // A path of no page is logged; an unknown category is an empty listing (category.spec.ts).
      expect(logged.length, `the log of ${path} as missing`).toBe(path === missing[0] ? 1 : 0)
      expect(await violations(), `policy violations on ${path}`).toEqual([])
      expect(offsite, `requests leaving the site from ${path}`).toEqual([])
      // Back at the top: scrolled to the end, the sticky header lies over whatever is under it,
      // and axe reads a target it covers as too small.
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await accessibilityViolations(page), `accessibility of ${path}`).toEqual([])
    },
  )
}
