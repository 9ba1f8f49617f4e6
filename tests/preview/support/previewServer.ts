import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'
import { pageHeaders } from '@/lib/security/responseHeaders'
import { freePort } from '@/scripts/siteServer'

/**
 * The preview server as editors run it (`next start` of the preview build), on a free loopback
 * port, with exactly the Sanity variables given: the tests start each one and stop it.
 */

const root = path.resolve(import.meta.dirname, '../../..')

export interface RunningPreview {
  origin: string
  /** Everything the server printed, for a failure message. */
  output: () => string
  /** Whether the process is still running: a crash loop would end it. */
  alive: () => boolean
  stop: () => Promise<void>
}

/** This process's environment without any Sanity variable, and then `env`. */
export function freshEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const variables: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_')),
    ),
    ...env,
  }
  // Next's types make NODE_ENV required; `next start` sets it, the Studio's CLI does without.
  return variables as NodeJS.ProcessEnv
}

export async function startPreview(env: Record<string, string>): Promise<RunningPreview> {
  const port = await freePort()
  const childEnv = freshEnv({ SITE_PREVIEW: '1', NEXT_TELEMETRY_DISABLED: '1', ...env })
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  let exited = false
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.on('exit', () => (exited = true))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error(`The preview server exited while starting:\n${output}`)
    try {
      await fetch(`${origin}/robots.txt`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`The preview server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    origin,
    output: () => output,
    alive: () => !exited,
    stop: async () => {
      if (exited) return
      const ended = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await ended
    },
  }
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Where `npm run studio` serves the Studio: the preview lets it frame its pages too. */
const localStudio = 'http://localhost:3333'

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

/** The headers of every answer of the preview: framed by the Studio only, not for crawlers. */
export function expectPreviewHeaders(response: Response, studio: string) {
  const policy = response.headers.get('content-security-policy') ?? ''
  const frameAncestors = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors')
  expect(frameAncestors?.slice(1).sort(), `frame-ancestors of ${response.url}`).toEqual(
    [studio, localStudio].sort(),
  )
  expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(Object.fromEntries(kept.map(([name]) => [name, response.headers.get(name)]))).toEqual(
    Object.fromEntries(kept),
  )
  // A frame the Studio is allowed to make must not be refused by an older header.
  expect(response.headers.get('x-frame-options')).toBeNull()
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
}
