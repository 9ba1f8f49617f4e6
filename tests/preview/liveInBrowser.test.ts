import { chromium, type Browser, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'
import { startContentLake, type ContentLake } from '../contract/server/contentLake'
import { importInto } from '../contract/support/importer'
import { seededDataset } from '../contract/support/seeded'
import { storePreviewSecret } from './support/secret'
import { startPreview, type RunningPreview } from './support/previewServer'

/**
 * An edit in the Studio reaches a preview page that is already open, through next-sanity's
 * Live Content API (here the stand-in's event stream), without the page being reloaded.
 */

const articleId = 'article-h1b-changes'
const articlePath = '/article/h1b-changes'
const secret = 'live-secret-0123456789'

let lake: ContentLake
let preview: RunningPreview
let browser: Browser

/** An edit as the Studio saves it: the article's draft, with another headline. */
function writeDraft(headline: string) {
  lake.store.put({ ...lake.store.get(articleId)!, _id: `drafts.${articleId}`, headline })
}

beforeAll(async () => {
  lake = await startContentLake()
  await importInto(lake, await seededDataset())
  writeDraft('The headline when the editor opened the preview')
  storePreviewSecret(lake, secret)
  preview = await startPreview(lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read }))
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
      writeDraft('A headline the editor typed a moment later')

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
