import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { startContentLake } from '@/tests/contract/server/contentLake'
import {
  expectPreviewHeaders,
  startPreview,
  startStudio,
} from '@/tests/preview/support/previewServer'

/**
 * What a new editor meets when the preview or the Studio cannot work yet: each names, at start
 * in the terminal and on a page that keeps serving, what to set or fix, whom to ask and which
 * section of the README to read.
 */

const problemOn = (html: string) => parse(html).querySelector('p.problem')?.text ?? ''

describe('a new editor with nothing configured', () => {
  it('is told by the preview every variable to ask for, at start and on screen', async () => {
    const studio = 'https://hr-news.sanity.studio'
    const preview = await startPreview({ SANITY_STUDIO_URL: studio })
    try {
      const told =
        'The preview is not set up yet: ask whoever set up the site to set SANITY_PROJECT_ID (the id of the Sanity project), SANITY_DATASET (its dataset, such as production), and SANITY_API_READ_TOKEN (a Sanity API token with the Viewer role), and to restart it. The README explains them under “Setting up for editors”.'
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${preview.origin}/article/anything`)
        expect(response.status).toBe(503)
        expect(problemOn(await response.text())).toBe(told)
        // The setup page too may be framed by the Studio only.
        expectPreviewHeaders(response, studio)
      }
      await expect.poll(() => preview.output(), { timeout: 10_000 }).toContain(told)
      expect(preview.alive()).toBe(true)
    } finally {
      await preview.stop()
    }
  })

  it('is told by the Studio every variable to ask for, at start and on screen', async () => {
    const studio = await startStudio()
    try {
      const response = await fetch(`${studio.origin}/structure`, {
        headers: { accept: 'text/html' },
      })
      expect(response.status).toBe(503)
      const onScreen = problemOn(await response.text())
      expect(onScreen).toBe(
        'The Studio is not set up yet: ask whoever set up the site to set SANITY_STUDIO_PROJECT_ID (the id of the Sanity project) and SANITY_STUDIO_DATASET (its dataset, such as production), and to restart it. The README explains them under “Setting up for editors”.',
      )
      await expect.poll(() => studio.output(), { timeout: 10_000 }).toContain(onScreen)
    } finally {
      await studio.stop()
    }
  })
})

describe('a preview that cannot read drafts', () => {
  // A variable still missing is named alone: startScripts.test.ts, through the same check.
  it('names the token Sanity refused', async () => {
    const lake = await startContentLake()
    const preview = await startPreview(lake.env({ SANITY_API_READ_TOKEN: 'revoked-token' }))
    try {
      const response = await fetch(`${preview.origin}/`)
      expect(response.status).toBe(503)
      const onScreen = problemOn(await response.text())
      expect(onScreen).toContain('refused the token in SANITY_API_READ_TOKEN')
      // Only what is wrong: the variables that are set are not asked for.
      expect(onScreen).not.toContain('SANITY_PROJECT_ID')
    } finally {
      await preview.stop()
      await lake.close()
    }
  })
})
