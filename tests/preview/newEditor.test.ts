import { spawn } from 'node:child_process'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { freePort, startPreview } from '@/tests/preview/support/previewServer'

/**
 * What a new editor meets with nothing configured: the Studio (`npm run studio`) and the
 * preview each name, at start in the terminal and on screen, every variable still missing,
 * whom to ask and which section of the README to read.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** The environment with no Sanity variable at all, as on a fresh machine. */
function fresh(): NodeJS.ProcessEnv {
  const variables: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_')),
    ),
    DO_NOT_TRACK: '1',
  }
  // Next's types make NODE_ENV required; the Studio's CLI does without.
  return variables as NodeJS.ProcessEnv
}

const problemOn = (html: string) => parse(html).querySelector('p.problem')?.text ?? ''

describe('a new editor with nothing configured', () => {
  it('is told by the preview every variable to ask for, at start and on screen', async () => {
    const preview = await startPreview({})
    try {
      const response = await fetch(`${preview.origin}/article/anything`)
      expect(response.status).toBe(503)
      const onScreen = problemOn(await response.text())
      expect(onScreen).toBe(
        'The preview is not set up yet: ask whoever set up the site to set SANITY_PROJECT_ID (the id of the Sanity project), SANITY_DATASET (its dataset, such as production), and SANITY_API_READ_TOKEN (a Sanity API token with the Viewer role), and to restart it. The README explains them under “Setting up for editors”.',
      )
      await expect.poll(() => preview.output(), { timeout: 10_000 }).toContain(onScreen)
    } finally {
      await preview.stop()
    }
  })

  it('is told by the Studio every variable to ask for, at start and on screen', async () => {
    const port = await freePort()
    const studio = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/sanity/bin/sanity'),
        'dev',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      {
        cwd: root,
        env: fresh(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    studio.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    studio.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const ended = new Promise((resolve) => studio.once('exit', resolve))
    try {
      await expect.poll(() => output, { timeout: 60_000 }).toMatch(/running at http/)
      const response = await fetch(`http://127.0.0.1:${port}/structure`, {
        headers: { accept: 'text/html' },
      })
      expect(response.status).toBe(503)
      const onScreen = problemOn(await response.text())
      expect(onScreen).toBe(
        'The Studio is not set up yet: ask whoever set up the site to set SANITY_STUDIO_PROJECT_ID (the id of the Sanity project) and SANITY_STUDIO_DATASET (its dataset, such as production), and to restart it. The README explains them under “Setting up for editors”.',
      )
      expect(output).toContain(onScreen)
    } finally {
      studio.kill('SIGTERM')
      await ended
    }
  })
})

describe('a preview that cannot reach Sanity', () => {
  it('names the host it could not reach, and what to check', async () => {
    // A port nothing listens on: every connection is refused.
    const closed = `http://127.0.0.1:${await freePort()}`
    const preview = await startPreview({
      SANITY_PROJECT_ID: 'contract1',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'read-token-0123456789',
      SANITY_API_HOST: closed,
    })
    try {
      const onScreen = problemOn(await (await fetch(`${preview.origin}/`)).text())
      expect(onScreen).toContain(`could not reach ${closed}`)
      expect(onScreen).toContain('Check the network connection.')
    } finally {
      await preview.stop()
    }
  })
})
