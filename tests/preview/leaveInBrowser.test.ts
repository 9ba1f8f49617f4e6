import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import { articlePath, startDraftedPreview } from '@/tests/preview/support/draftedArticle'
import { storePreviewSecret } from '@/tests/preview/support/secret'
import type { RunningPreview } from '@/tests/preview/support/previewServer'

/**
 * Leaving Draft Mode in Chromium, as editors do: from the preview in a tab of its own, and from
 * inside a frame on another site, as the Studio's Presentation tool shows it (where the browser
 * keeps the frame's cookies in a partition of their own).
 */

const draftHeadline = 'A draft headline seen in the browser'
const secret = 'browser-secret-0123456789'

let lake: ContentLake
let preview: RunningPreview
let browser: Browser
let studio: Server

/** The stand-in Studio's origin: the preview lets it frame its pages. */
const studioOrigin = () => `http://127.0.0.1:${(studio.address() as AddressInfo).port}`

beforeAll(async () => {
  // Another site (127.0.0.1 and localhost are two) that frames the address it is asked for.
  studio = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://studio').searchParams.get('frame') ?? ''
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<iframe src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => studio.once('listening', resolve))
  ;({ lake, preview } = await startDraftedPreview(draftHeadline, {
    SANITY_STUDIO_URL: studioOrigin(),
  }))
  storePreviewSecret(lake, secret)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
  studio?.close()
  await preview?.stop()
  await lake?.close()
})

/** The Presentation tool's link into the preview at `origin`. */
const enableUrl = (origin: string) =>
  `${origin}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(articlePath)}`

/** The headline shown, once it is the one expected. */
async function headlineBecomes(where: Page | FrameLocator, headline: string | RegExp) {
  await expect
    .poll(() => where.locator('h1').first().textContent(), { timeout: 20_000 })
    .toMatch(headline)
}

describe('leaving Draft Mode in a browser', () => {
  it("from the preview's own tab", async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(enableUrl(preview.origin))
      await headlineBecomes(page, draftHeadline)
      await page.getByRole('button', { name: 'Exit preview' }).click()
      await headlineBecomes(page, new RegExp(`^(?!${draftHeadline})`))
      expect(page.url()).toBe(`${preview.origin}${articlePath}`)
      expect(await page.getByRole('button', { name: 'Exit preview' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('from inside a frame on another site, as the Presentation tool shows it', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const framedOrigin = preview.origin.replace('127.0.0.1', 'localhost')
      await page.goto(`${studioOrigin()}/?frame=${encodeURIComponent(enableUrl(framedOrigin))}`)
      const frame = page.frameLocator('iframe')
      await headlineBecomes(frame, draftHeadline)
      const cookies = await context.cookies(framedOrigin)
      // The premise: the frame's Draft Mode cookie is partitioned.
      expect(cookies.find(({ name }) => name === '__prerender_bypass')?.partitionKey).toBe(
        'http://127.0.0.1',
      )
      await frame.getByRole('button', { name: 'Exit preview' }).click()
      await headlineBecomes(frame, new RegExp(`^(?!${draftHeadline})`))
      expect(await frame.getByRole('button', { name: 'Exit preview' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('is never shown in a frame on a site that is not the Studio', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const console: string[] = []
      page.on('console', (message) => console.push(message.text()))
      // The same stand-in, reached as localhost: another origin than the Studio's.
      const elsewhere = studioOrigin().replace('127.0.0.1', 'localhost')
      await page.goto(`${elsewhere}/?frame=${encodeURIComponent(enableUrl(preview.origin))}`)
      // Chromium says why it shows nothing in the frame.
      await expect
        .poll(() => console.join('\n'), { timeout: 20_000 })
        .toMatch(/violates .*"frame-ancestors [^"]*"\. The request has been blocked/)
      expect(await page.frameLocator('iframe').getByText(draftHeadline).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
