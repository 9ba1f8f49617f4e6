import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageHeaders } from '@/lib/security/responseHeaders'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import { articlePath, startDraftedPreview } from '@/tests/preview/support/draftedArticle'
import {
  cookiesFrom,
  startPreview,
  type RunningPreview,
} from '@/tests/preview/support/previewServer'
import { storePreviewSecret } from '@/tests/preview/support/secret'

/**
 * The preview server's own headers. Its pages show drafts, and Draft Mode's cookie is
 * SameSite=None so the Studio's frame can carry it: only the Studio's origins (the hosted one
 * editors open, and `npm run studio`'s) may frame a page, and the public pages' other headers
 * that fit a server come too.
 */

const hostedStudio = 'https://hr-news.sanity.studio'
const localStudio = 'http://localhost:3333'
const draftHeadline = 'A draft headline only Draft Mode shows'
const secret = 'headers-secret-0123456789'

/**
 * The public pages' headers a framed server keeps, as the public pages send them. Not kept:
 * the policy (the preview has its own, checked below), X-Frame-Options (it cannot name the
 * Studio) and Cross-Origin-Opener-Policy (the Studio talks to a preview window it opened).
 */
const kept = Object.entries(pageHeaders).filter(
  ([name]) =>
    !['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'].includes(
      name.toLowerCase(),
    ),
)

/** The headers every preview page must carry, Draft Mode page and setup page alike. */
function expectStudioOnlyFraming(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? ''
  const frameAncestors = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors')
  expect(frameAncestors?.slice(1).sort()).toEqual([hostedStudio, localStudio].sort())
  expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(Object.fromEntries(kept.map(([name]) => [name, response.headers.get(name)]))).toEqual(
    Object.fromEntries(kept),
  )
  // A frame the Studio is allowed to make must not be refused by an older header.
  expect(response.headers.get('x-frame-options')).toBeNull()
}

describe('a Draft Mode page of the preview', () => {
  let lake: ContentLake
  let preview: RunningPreview
  beforeAll(async () => {
    ;({ lake, preview } = await startDraftedPreview(draftHeadline, {
      SANITY_STUDIO_URL: `${hostedStudio}/production/`,
    }))
  })
  afterAll(async () => {
    await preview?.stop()
    await lake?.close()
  })

  it('may be framed by the Studio only, and carries the public pages’ other headers', async () => {
    storePreviewSecret(lake, secret)
    const enable = await fetch(
      `${preview.origin}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(articlePath)}`,
      { redirect: 'manual' },
    )
    expect(enable.status).toBe(307)
    const response = await fetch(`${preview.origin}${articlePath}`, {
      headers: { cookie: cookiesFrom(enable) },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(draftHeadline)
    expectStudioOnlyFraming(response)
  })
})

describe('the preview’s setup page', () => {
  it('may be framed by the Studio only, and carries the public pages’ other headers', async () => {
    // Nothing else configured: every page is the setup page, naming what is missing.
    const preview = await startPreview({ SANITY_STUDIO_URL: hostedStudio })
    try {
      const response = await fetch(`${preview.origin}${articlePath}`)
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('The preview cannot show drafts yet')
      expectStudioOnlyFraming(response)
    } finally {
      await preview.stop()
    }
  })
})
