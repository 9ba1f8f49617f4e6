import { expect, test, type Locator, type Page } from 'playwright/test'

/** A detail a first-time reader noticed: bylines that wrap. Where I am: article.spec.ts. */

/**
 * Every line of facts (byline · read time · date) on the page: no separator starts or ends a
 * line. A separator belongs to the fact after it; where that fact starts a line, the separator
 * lies wholly outside the clipped line, so no reader sees it.
 */
async function separatorsAtLineEnds(page: Page) {
  return page.locator('[data-meta-line]').evaluateAll((lines) =>
    lines.flatMap((line) => {
      const box = line.getBoundingClientRect()
      if (box.width === 0) return []
      const clipped = ['clip', 'hidden'].includes(getComputedStyle(line).overflowX)
      const facts = [...line.querySelectorAll<HTMLElement>('[data-meta-fact]')].filter(
        (fact) => fact.getBoundingClientRect().width > 0,
      )
      return facts.flatMap((fact, index) => {
        const separator = fact.querySelector('[aria-hidden="true"]')!.getBoundingClientRect()
        const shown = !clipped || separator.right > box.left + 0.5
        const firstOnLine =
          index === 0 ||
          fact.getBoundingClientRect().top > facts[index - 1]!.getBoundingClientRect().bottom - 1
        return shown === !firstOnLine
          ? []
          : [`"${line.textContent}": the separator before "${fact.textContent}"`]
      })
    }),
  )
}

/** Narrows every line of facts to its widest fact, so that each one wraps at every separator. */
const wrapEveryLine = (page: Page) =>
  page.locator('[data-meta-line]').evaluateAll((lines) => {
    for (const line of lines as HTMLElement[]) {
      const facts = [...line.querySelectorAll<HTMLElement>('[data-meta-fact]')]
      line.style.width = `${Math.max(...facts.map((fact) => fact.offsetWidth)) + 1}px`
    }
  })

async function lineCount(line: Locator) {
  return line.evaluate((element) => {
    const tops = [...element.querySelectorAll('[data-meta-fact]')]
      .filter((fact) => fact.getBoundingClientRect().width > 0)
      .map((fact) => Math.round(fact.getBoundingClientRect().top))
    return new Set(tops).size
  })
}

test('bylines that wrap never leave a separator at either end of a line, the byline shown or not', async ({
  page,
}) => {
  await page.goto('/')
  // Below 640 px a card leaves out its first fact, the byline.
  for (const width of [1280, 375])
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 })
      // As laid out at this width, not at the width wrapped before.
      await page
        .locator('[data-meta-line]')
        .evaluateAll((lines) =>
          lines.forEach((line) => (line as HTMLElement).style.removeProperty('width')),
        )
      await expect(page.locator('[data-meta-line]').first()).toBeVisible()
      expect(await separatorsAtLineEnds(page)).toEqual([])
      await wrapEveryLine(page)
      expect(await lineCount(page.locator('[data-meta-line]').first())).toBeGreaterThan(1)
      expect(await separatorsAtLineEnds(page)).toEqual([])
    })
})
