import { expect, type Locator, type Page, type Route } from 'playwright/test'

/**
 * Opens a path and waits until the page's scripts have run, so that interactive parts
 * (menus, tooltips, the contact form) respond like they do for a reader.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await untilHydrated(page)
}

/** Waits until React has taken over the server-rendered page, so it answers clicks and keys. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return (
      document.readyState === 'complete' &&
      !!main &&
      Object.keys(main).some((key) => key.startsWith('__reactFiber'))
    )
  })
}

/** How opaque an element looks: its own opacity times that of every ancestor. */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity)
    }
    return opacity
  })
}

/** The text as a regular expression's source that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The vertical scroll position of the window. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

/**
 * Rests the pointer on a control the way a hand does, gliding there and drifting by a pixel
 * or two, until `shown` is visible. The drift never restarts a tooltip's open delay.
 */
export async function restPointerOn(page: Page, target: Locator, shown: Locator): Promise<void> {
  let drift = 0
  await expect
    .poll(
      async () => {
        const { x, y } = await centerOf(target)
        drift = (drift + 1) % 3
        await page.mouse.move(x + drift, y)
        return shown.isVisible()
      },
      { intervals: [50], timeout: 5000 },
    )
    .toBe(true)
}

/** Where the middle of an element is on screen, waiting for it to be laid out. */
export async function centerOf(target: Locator): Promise<{ x: number; y: number }> {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  await expect.poll(async () => (box = await target.boundingBox()) !== null).toBe(true)
  const { x, y, width, height } = box!
  return { x: x + width / 2, y: y + height / 2 }
}

/**
 * Holds back every script the page asks for from now on; `release` lets them through and
 * waits until they have arrived and run.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/**/*.js', (route) =>
    holding ? void held.push(route) : route.continue(),
  )
  return {
    count: () => held.length,
    release: async () => {
      holding = false
      await Promise.all(
        held.map(async (route) => {
          const finished = page.waitForEvent('requestfinished', (r) => r === route.request())
          await route.continue()
          await finished
        }),
      )
      // A frame then 100 ms, bounded: headless Chromium sometimes stops scheduling frames.
      await page.evaluate(
        () =>
          new Promise((done) => {
            requestAnimationFrame(() => setTimeout(done, 100))
            setTimeout(done, 200)
          }),
      )
    },
  }
}
