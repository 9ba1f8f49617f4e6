import { chromium, type Browser, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import {
  articlePath,
  startDraftedPreview,
  writeDraft,
} from '@/tests/preview/support/draftedArticle'
import { storePreviewSecret } from '@/tests/preview/support/secret'
import type { RunningPreview } from '@/tests/preview/support/previewServer'

/**
 * An edit in the Studio reaches a preview page that is already open, through next-sanity's
 * Live Content API (here the stand-in's event stream), without the page being reloaded.
 */

const secret = 'live-secret-0123456789'

let lake: ContentLake
let preview: RunningPreview
let browser: Browser

beforeAll(async () => {
  ;({ lake, preview } = await startDraftedPreview(
    'The headline when the editor opened the preview',
  ))
  storePreviewSecret(lake, secret)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
  await preview?.stop()
  await lake?.close()
})

const headline = (page: Page) => page.locator('h1').first().textContent()

describe('an open preview page', () => {
  it('shows an edit made in the Studio without being reloaded', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(
        `${preview.origin}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(articlePath)}`,
      )
      await expect
        .poll(() => headline(page), { timeout: 20_000 })
        .toContain('The headline when the editor opened the preview')
      // Lost if the page is loaded again; a refresh from the server keeps it.
      await page.evaluate(() => Object.assign(window, { openedOnce: true }))
      const loads: string[] = []
      page.on('load', () => loads.push(page.url()))

      // The page listens once it has hydrated; an edit before that would reach no one.
      await expect
        .poll(() => lake.requests.some(({ endpoint }) => endpoint === 'live'), { timeout: 20_000 })
        .toBe(true)
      writeDraft(lake, 'A headline the editor typed a moment later')

      await expect
        .poll(() => headline(page), { timeout: 20_000 })
        .toContain('A headline the editor typed a moment later')
      expect(await page.evaluate(() => 'openedOnce' in window)).toBe(true)
      expect(loads).toEqual([])
    } finally {
      await context.close()
    }
  })
})
