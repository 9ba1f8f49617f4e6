import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewTraces } from '@/tests/builtSite/previewTraces'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import {
  articleId,
  articlePath,
  startDraftedPreview,
  writeDraft,
} from '@/tests/preview/support/draftedArticle'
import { storePreviewSecret } from '@/tests/preview/support/secret'
import {
  cookiesFrom,
  startPreview,
  type RunningPreview,
} from '@/tests/preview/support/previewServer'
import { hasStega, stegaLinks } from '@/tests/preview/support/stega'

/**
 * The editors' preview server (`npm run preview`), started on a free port against the stand-in
 * of the Sanity API, into which the seed is imported and then edited as the Studio would.
 */

const draftHeadline = 'Draft headline the editor is still working on'
const secret = 'preview-secret-0123456789'

let lake: ContentLake
let preview: RunningPreview
let publishedHeadline: string

const page = async (path: string, cookie = '') => {
  const response = await fetch(`${preview.origin}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })
  return { status: response.status, html: await response.text(), response }
}

/** A preview link as the Presentation tool makes it: a secret it stored in the dataset. */
const storeSecret = (value: string, updatedAt?: string) =>
  storePreviewSecret(lake, value, updatedAt)

const enableUrl = (value: string, pathname = articlePath) =>
  `/api/draft-mode/enable?sanity-preview-secret=${value}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

async function draftModeCookie(): Promise<string> {
  storeSecret(secret)
  const { status, response } = await page(enableUrl(secret))
  expect(status).toBe(307)
  expect(response.headers.get('location')).toContain(articlePath)
  return cookiesFrom(response)
}

beforeAll(async () => {
  ;({ lake, preview, publishedHeadline } = await startDraftedPreview(draftHeadline))
})
afterAll(async () => {
  await preview?.stop()
  await lake?.close()
})

describe('the preview server', () => {
  it('shows published content to a request without Draft Mode', async () => {
    const { status, html } = await page(articlePath)
    expect(status).toBe(200)
    expect(html).toContain(publishedHeadline)
    expect(html).not.toContain(draftHeadline)
  })

  it('shows the draft headline once the Studio has turned Draft Mode on', async () => {
    const { status, html } = await page(articlePath, await draftModeCookie())
    expect(status).toBe(200)
    expect(html).toContain(draftHeadline)
    expect(html).toContain('Exit preview')
  })

  it('shows the next edit on the next request, with no rebuild', async () => {
    const cookie = await draftModeCookie()
    writeDraft(lake, 'A second draft headline, typed a moment later')
    const { html } = await page(articlePath, cookie)
    expect(html).toContain('A second draft headline, typed a moment later')
    writeDraft(lake, draftHeadline)
  })

  it('shows a publish on the next request without Draft Mode: nothing is kept from the last', async () => {
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

  it('previews a new article whose slug exists only in a draft', async () => {
    const published = lake.store.get(articleId)!
    lake.store.put({
      ...published,
      _id: 'drafts.article-brand-new-story',
      headline: 'A brand-new story, not yet published',
      slug: { _type: 'slug', current: 'brand-new-story' },
    })
    expect((await page('/article/brand-new-story')).status).toBe(404)
    const { status, html } = await page('/article/brand-new-story', await draftModeCookie())
    expect(status).toBe(200)
    expect(html).toContain('A brand-new story, not yet published')
  })

  it.each(['/.//evil.com', '//evil.com', '/%5Cevil.com', 'https://evil.com'])(
    'refuses a valid preview link whose page is on another site (%s), and turns nothing on',
    async (pathname) => {
      storeSecret(secret)
      const { status, html, response } = await page(enableUrl(secret, pathname))
      expect(status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(html).toMatch(/names no page of this site.*Presentation tool/)
      expect(html).not.toContain('evil.com')
    },
  )

  it('refuses a wrong preview secret with a message saying what to do', async () => {
    const { status, html } = await page(enableUrl('not-the-secret'))
    expect(status).toBe(401)
    expect(html).toMatch(/not valid or has expired.*Presentation tool/)
  })

  it('refuses a secret older than an hour', async () => {
    storeSecret('an-old-secret', new Date(Date.now() - 2 * 3_600_000).toISOString())
    const { status, html } = await page(enableUrl('an-old-secret'))
    expect(status).toBe(401)
    expect(html).toContain('has expired')
  })

  it('tells crawlers not to index it', async () => {
    const { response } = await page('/')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect((await page('/robots.txt')).html).toMatch(/Disallow: \//)
  })
})

const disableRoute = '/api/draft-mode/disable'

/** The banner's form as a browser posts it; the body is sent as written, as an attacker may. */
function leave(body: string, headers: Record<string, string>, cookie = '') {
  return fetch(`${preview.origin}${disableRoute}`, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  })
}

/** What a browser sends with a form posted from a page of the preview itself. */
const fromItsOwnPage = () => ({ origin: preview.origin, 'sec-fetch-site': 'same-origin' })

const clearsDraftMode = (response: Response) =>
  /__prerender_bypass=;/.test(response.headers.getSetCookie().join('\n'))

describe('leaving Draft Mode', () => {
  it("is the banner's form, posting the page's path, not a link", async () => {
    const { html } = await page(articlePath, await draftModeCookie())
    const form = parse(html).querySelector(`form[action="${disableRoute}"]`)
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.querySelector('input[name="redirect"]')?.getAttribute('value')).toBe(articlePath)
    expect(form?.querySelector('button[type="submit"]')?.text).toBe('Exit preview')
    expect(html).not.toContain(`href="${disableRoute}`)
  })

  it('takes a POST from a page of the preview back to that page', async () => {
    const response = await leave(
      `redirect=${encodeURIComponent(articlePath)}`,
      fromItsOwnPage(),
      await draftModeCookie(),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(articlePath)
    expect(clearsDraftMode(response)).toBe(true)
  })

  it.each(['/%5Cevil.com', '/%09/evil.com', '/%5C/evil.com', encodeURIComponent(articlePath)])(
    'refuses a GET, which any page could send, and leaves Draft Mode on (redirect=%s)',
    async (redirect) => {
      const { status, html, response } = await page(
        `${disableRoute}?redirect=${redirect}`,
        await draftModeCookie(),
      )
      expect(status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(response.headers.get('location')).toBeNull()
      expect(clearsDraftMode(response)).toBe(false)
      expect(html).toContain('Exit preview')
    },
  )

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    [
      'another site, by Sec-Fetch-Site',
      { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' },
    ],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['a sandboxed frame', { origin: 'null' }],
    ['a client that names no origin', {}],
  ])('refuses a POST from %s, and leaves Draft Mode on', async (_, headers) => {
    const response = await leave('redirect=%2F', headers, await draftModeCookie())
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
    expect(clearsDraftMode(response)).toBe(false)
    expect(await response.text()).toContain('Exit preview')
  })

  // Form values as sent on the wire: the route decodes them once.
  it.each([
    '/%5Cevil.com',
    '/%09/evil.com',
    '/%5C/evil.com',
    '//evil.com',
    '%2F%2Fevil.com',
    '/%5C%5Cevil.com',
    '%5C%5Cevil.com',
    '/%0A/evil.com',
    '/%0D%0A/evil.com',
    '/.//evil.com',
    'https:evil.com',
    'https%3A%2F%2Fevil.com',
    'https%3Aevil.com',
    '/%252F%252Fevil.com',
    '/%255C/evil.com',
    '%252F%252Fevil.com',
  ])('goes to the home page of this server, not to redirect=%s', async (redirect) => {
    const response = await leave(`redirect=${redirect}`, fromItsOwnPage())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
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
      expect(link).toMatch(/^http:\/\/localhost:3333\/intent\/edit\//)
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

describe('a preview server that cannot read drafts', () => {
  it('without a token, shows a page naming that variable alone, and keeps serving', async () => {
    const server = await startPreview(lake.env())
    try {
      for (let i = 0; i < 3; i += 1) {
        const { status, html } = await fetch(`${server.origin}/`).then(async (r) => ({
          status: r.status,
          html: await r.text(),
        }))
        expect(status).toBe(503)
        expect(html).toContain(
          'ask whoever set up the site to set SANITY_API_READ_TOKEN (a Sanity API token with the Viewer role), and to restart it',
        )
        expect(html).not.toContain('SANITY_PROJECT_ID')
      }
      expect(server.alive()).toBe(true)
    } finally {
      await server.stop()
    }
  })

  it('with a token Sanity refuses, shows a page naming the variable to fix', async () => {
    const server = await startPreview(lake.env({ SANITY_API_READ_TOKEN: 'revoked-token' }))
    try {
      const response = await fetch(`${server.origin}${articlePath}`)
      expect(response.status).toBe(503)
      const html = await response.text()
      expect(html).toContain('refused the token in SANITY_API_READ_TOKEN')
      expect(server.alive()).toBe(true)
    } finally {
      await server.stop()
    }
  })
})
