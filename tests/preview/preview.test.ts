import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'
import { previewTraces } from '@/tests/builtSite/previewTraces'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset } from '@/tests/contract/support/seeded'
import {
  cookiesFrom,
  expectPreviewHeaders,
  startPreview,
} from '@/tests/preview/support/previewServer'

/**
 * The editors' preview server (`npm run preview`), started once on a free port against the
 * stand-in of the Sanity API, into which the seed is imported and then edited as the Studio
 * would; beside it a stand-in Studio that frames it, and Chromium for what only a browser shows.
 */

/** The four invisible characters @sanity/client writes stega marks in, two bits each. */
const digits = ['\u200B', '\u200C', '\u200D', '\uFEFF']
const mark = /[\u200B\u200C\u200D\uFEFF]{8,}/g

/**
 * The Studio links of every stega mark in `text`: each mark is a 4-character prefix, then
 * four characters a byte of the JSON `{"origin":"sanity.io","href":…}`.
 */
function stegaLinks(text: string): string[] {
  return [...text.matchAll(mark)].map(([run]) => {
    const characters = [...run].slice(4)
    const bytes = new Uint8Array(Math.floor(characters.length / 4))
    characters.forEach((character, index) => {
      bytes[index >> 2]! |= digits.indexOf(character) << (6 - 2 * (index % 4))
    })
    return (JSON.parse(new TextDecoder().decode(bytes)) as { href: string }).href
  })
}

/** Whether `text` carries any stega mark. */
const hasStega = (text: string) => new RegExp(mark.source).test(text)

const draftHeadline = 'Draft headline the editor is still working on'
const secret = 'preview-secret-0123456789'
/** The article the tests edit, by its document id and its address. */
const articleId = 'article-h1b-changes'
const articlePath = '/article/h1b-changes'

/** An edit as the Studio saves it: the article's draft, with another headline. */
const writeDraft = (lake: ContentLake, headline: string) =>
  lake.store.put({ ...lake.store.get(articleId)!, _id: `drafts.${articleId}`, headline })

/** The Presentation tool's link into the preview: turns Draft Mode on and opens `pathname`. */
const enableUrl = (secret: string, pathname = articlePath) =>
  `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

let lake: ContentLake
let preview: Awaited<ReturnType<typeof startPreview>>
let publishedHeadline: string
let browser: Browser
/** Another site (127.0.0.1 and localhost are two) that frames the address it is asked for. */
let studio: Server
const studioOrigin = () => `http://127.0.0.1:${(studio.address() as AddressInfo).port}`

beforeAll(async () => {
  studio = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://studio').searchParams.get('frame') ?? ''
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<iframe src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => studio.once('listening', resolve))
  lake = await startContentLake()
  await importInto(lake, await seededDataset())
  publishedHeadline = String(lake.store.get(articleId)!.headline)
  writeDraft(lake, draftHeadline)
  // A preview link's secret, as the Presentation tool stores it in the dataset.
  lake.store.put({
    _id: `sanity-preview-url-secret.${secret}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: 'http://localhost:3333',
  })
  preview = await startPreview({
    ...lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read }),
    SANITY_STUDIO_URL: `${studioOrigin()}/production/`,
  })
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
  studio?.close()
  await preview?.stop()
  await lake?.close()
})

const page = async (path: string, cookie = '') => {
  const response = await fetch(`${preview.origin}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })
  return { status: response.status, html: await response.text(), response }
}

async function draftModeCookie(): Promise<string> {
  const { status, response } = await page(enableUrl(secret))
  expect(status).toBe(307)
  expect(response.headers.get('location')).toBe(articlePath)
  return cookiesFrom(response)
}

describe('drafts', () => {
  it('are shown with a valid preview link only, with a banner saying so', async () => {
    const published = await page(articlePath)
    expect(published.html).toContain(publishedHeadline)
    expect(published.html).not.toContain(draftHeadline)
    const { status, html } = await page(articlePath, await draftModeCookie())
    expect(status).toBe(200)
    expect(html).toContain(draftHeadline)
    expect(html).toContain('Exit preview')
  })

  it('leave a publish to show on the next request without Draft Mode: nothing is kept', async () => {
    // The article's page, and the home page, a page no draft can reach, by the site's name.
    expect((await page(articlePath)).html).toContain(publishedHeadline)
    expect((await page('/')).html).not.toContain('A name published a moment ago')
    const published = lake.store.get(articleId)!
    const settings = lake.store.get('siteSettings')!
    lake.store.put({ ...published, headline: 'A headline published a moment ago' })
    lake.store.put({ ...settings, siteName: 'A name published a moment ago' })
    try {
      expect((await page(articlePath)).html).toContain('A headline published a moment ago')
      expect((await page('/')).html).toContain('A name published a moment ago')
    } finally {
      lake.store.put(published)
      lake.store.put(settings)
    }
  })

  it('include a new article whose slug exists only in a draft', async () => {
    lake.store.put({
      ...lake.store.get(articleId)!,
      _id: 'drafts.article-brand-new-story',
      headline: 'A brand-new story, not yet published',
      slug: { _type: 'slug', current: 'brand-new-story' },
    })
    expect((await page('/article/brand-new-story')).status).toBe(404)
    const { status, html } = await page('/article/brand-new-story', await draftModeCookie())
    expect(status).toBe(200)
    expect(html).toContain('A brand-new story, not yet published')
  })

  it('stay off for a preview link whose page is on another site, which it refuses', async () => {
    // Another host, and a path the redirect would read as one.
    for (const pathname of ['https://evil.com', '/.//evil.com']) {
      const { status, html, response } = await page(enableUrl(secret, pathname))
      expect({ pathname, status, location: response.headers.get('location') }).toEqual({
        pathname,
        status: 400,
        location: null,
      })
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(html).toMatch(/names no page of this site.*Presentation tool/)
    }
  })

  it('stay off for a wrong secret, with a message saying what to do', async () => {
    const { status, html, response } = await page(enableUrl('not-the-secret'))
    expect(status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(html).toMatch(/not valid or has expired.*Presentation tool/)
  })
})

describe('every answer of the preview', () => {
  it('may be framed by the Studio only, carries the public pages’ other headers and is not indexed', async () => {
    const cookie = await draftModeCookie()
    const answers: [string, number][] = [
      [articlePath, 200],
      [enableUrl(secret), 307],
      // A refusal: the 400 for a page off the site is the same handler's too.
      [enableUrl('not-the-secret'), 401],
      ['/robots.txt', 200],
    ]
    for (const [path, status] of answers) {
      const { response, html } = await page(path, cookie)
      expect({ path, status: response.status }).toEqual({ path, status })
      expectPreviewHeaders(response, studioOrigin())
      if (path === '/robots.txt') expect(html).toMatch(/Disallow: \//)
    }
  })
})

/** The headline shown, once it is the one expected. */
async function headlineBecomes(where: Page | FrameLocator, headline: string | RegExp) {
  await expect
    .poll(() => where.locator('h1').first().textContent(), { timeout: 20_000 })
    .toMatch(headline)
}

/** A fresh browser context for one test: no cookie carried from another. */
async function inBrowser(test: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  try {
    await test(await context.newPage())
  } finally {
    await context.close()
  }
}

const notDraft = new RegExp(`^(?!${draftHeadline})`)
const clearsDraftMode = (response: Response) =>
  /__prerender_bypass=;/.test(response.headers.getSetCookie().join('\n'))

describe('leaving Draft Mode', () => {
  /** The banner's form, posted as a browser posts it from a page at `origin`. */
  async function postBanner(cookie: string, origin: string) {
    const form = parse((await page(articlePath, cookie)).html)
      .querySelectorAll('form')
      .find((candidate) => candidate.text.includes('Exit preview'))
    expect(form?.getAttribute('method')?.toLowerCase()).toBe('post')
    const body = new FormData()
    for (const input of form?.querySelectorAll('input[type="hidden"]') ?? [])
      body.append(input.getAttribute('name') ?? '', input.getAttribute('value') ?? '')
    return fetch(`${preview.origin}${articlePath}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { cookie, origin },
    })
  }

  it('is refused to a page of another origin, and Draft Mode stays on', async () => {
    const cookie = await draftModeCookie()
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1:1']) {
      const response = await postBanner(cookie, origin)
      expect({ origin, cleared: clearsDraftMode(response) }).toEqual({ origin, cleared: false })
      expect(response.status).toBeGreaterThanOrEqual(400)
    }
    expect((await page(articlePath, cookie)).html).toContain(draftHeadline)
    // The same form from the preview's own page does leave it.
    expect(clearsDraftMode(await postBanner(cookie, preview.origin))).toBe(true)
  })

  it('works from inside a frame on another site, as the Presentation tool shows it', () =>
    inBrowser(async (tab) => {
      const framedOrigin = preview.origin.replace('127.0.0.1', 'localhost')
      await tab.goto(
        `${studioOrigin()}/?frame=${encodeURIComponent(framedOrigin + enableUrl(secret))}`,
      )
      const frame = tab.frameLocator('iframe')
      await headlineBecomes(frame, draftHeadline)
      // The premise: the frame's Draft Mode cookie is partitioned.
      const cookies = await tab.context().cookies(framedOrigin)
      expect(cookies.find(({ name }) => name === '__prerender_bypass')?.partitionKey).toBe(
        'http://127.0.0.1',
      )
      await frame.getByRole('button', { name: 'Exit preview' }).click()
      await headlineBecomes(frame, notDraft)
      expect(tab.frames()[1]!.url()).toBe(`${framedOrigin}${articlePath}`)
      // Off for the frame's next request too: its partitioned cookies are gone.
      await tab.frames()[1]!.goto(`${framedOrigin}${articlePath}`)
      await headlineBecomes(frame, notDraft)
      expect(await frame.getByRole('button', { name: 'Exit preview' }).count()).toBe(0)
    }))
})

describe('in a browser', () => {
  it('an open page shows an edit made in the Studio without being reloaded', () =>
    inBrowser(async (tab) => {
      // Pages opened by earlier tests listened too: this one's listening is a request after them.
      const listening = () => lake.requests.filter(({ endpoint }) => endpoint === 'live').length
      const listenedBefore = listening()
      await tab.goto(`${preview.origin}${enableUrl(secret)}`)
      await headlineBecomes(tab, draftHeadline)
      // Lost if the page is loaded again; a refresh from the server keeps it.
      await tab.evaluate(() => Object.assign(window, { openedOnce: true }))
      const loads: string[] = []
      tab.on('load', () => loads.push(tab.url()))
      // The page listens once it has hydrated; an edit before that would reach no one.
      await expect.poll(listening, { timeout: 20_000 }).toBeGreaterThan(listenedBefore)
      writeDraft(lake, 'A headline the editor typed a moment later')
      try {
        await headlineBecomes(tab, 'A headline the editor typed a moment later')
        expect(await tab.evaluate(() => 'openedOnce' in window)).toBe(true)
        expect(loads).toEqual([])
      } finally {
        writeDraft(lake, draftHeadline)
      }
    }))
})

/** The Studio links of the stega marks right after each occurrence of `text` in `html`. */
const marksAfter = (html: string, text: string) =>
  html.split(text).flatMap((rest, index) => {
    const run = index > 0 ? /^[\u200B\u200C\u200D\uFEFF]{8,}/.exec(rest) : null
    return run ? stegaLinks(run[0]) : []
  })

describe('click-to-edit marks in Draft Mode', () => {
  it("follow the library's default filter: the byline, a name in no list of ours, opens its author", async () => {
    const authorId = String((lake.store.get(articleId)!.author as { _ref: string })._ref)
    const name = String(lake.store.get(authorId)!.name)
    const { html } = await page(articlePath, await draftModeCookie())
    const links = marksAfter(html, name)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(link.startsWith(`${studioOrigin()}/production/intent/edit/`)).toBe(true)
      expect(link).toContain(`id=${authorId}`)
      expect(link).toContain('path=name')
    }
    expect(marksAfter(html, draftHeadline).join()).toContain(`id=${articleId}`)
  })

  it('leave alone what a page uses as an address or a key, and mark nothing without Draft Mode', async () => {
    const cookie = await draftModeCookie()
    let notes = 0
    for (const path of [articlePath, '/contact']) {
      const root = parse((await page(path, cookie)).html)
      const addresses = root
        .querySelectorAll('[href], [src]')
        .map(
          (element) => `${element.getAttribute('href') ?? ''}${element.getAttribute('src') ?? ''}`,
        )
      expect(addresses.length).toBeGreaterThan(10)
      expect(addresses.filter(hasStega)).toEqual([])
      // A call-out's tone picks its colours.
      for (const note of root.querySelectorAll('[role="note"]')) {
        notes += 1
        expect(note.getAttribute('class')).not.toContain('undefined')
      }
    }
    expect(notes).toBeGreaterThan(0)
    expect(hasStega((await page(articlePath)).html)).toBe(false)
  })
})

describe("the check that keeps the preview out of the readers' build", () => {
  it("finds the preview's own code in the preview build", () => {
    const whats = previewTraces(path.resolve('.next-preview/static')).map(({ what }) => what)
    expect(whats).toContain('preview code (sanity-visual-editing)')
  })

  it('finds stega marks and a token in a page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'traces-'))
    await writeFile(
      path.join(dir, 'index.html'),
      `<h1>Headline\u200B\u200C\u200D\u200B\u200C</h1><script>const t = "${lake.tokens.read}"</script>`,
    )
    const whats = previewTraces(dir, [lake.tokens.read]).map(({ what }) => what)
    expect(whats).toEqual(['stega-encoded text', 'a token from the environment'])
  })
})
