import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'
import { pageHeaders } from '@/lib/security/responseHeaders'
import { freePort } from '@/scripts/siteServer'

/**
 * A server of the editors' as they run it (the preview's `next start`, the Studio's
 * `sanity dev`), on a free loopback port, with exactly the Sanity variables given: the tests
 * start each one and stop it.
 */

const root = path.resolve(import.meta.dirname, '../../..')

async function startServer(
  bin: string,
  args: (port: number) => string[],
  env: Record<string, string>,
) {
  const port = await freePort()
  // This process's environment without any Sanity variable, and then `env`; Next's types make
  // NODE_ENV required, which `next start` sets and the Studio's CLI does without.
  const childEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_')),
    ),
    ...env,
  } as NodeJS.ProcessEnv
  const child = spawn(process.execPath, [path.join(root, bin), ...args(port)], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exited = false
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.on('exit', () => (exited = true))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`${bin} exited while starting:\n${output}`)
    try {
      await fetch(`${origin}/robots.txt`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`${bin} did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    origin,
    /** Everything the server printed, for a failure message. */
    output: () => output,
    /** Whether the process is still running: a crash loop would end it. */
    alive: () => !exited,
    stop: async () => {
      if (exited) return
      const ended = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await ended
    },
  }
}

export const startPreview = (env: Record<string, string>) =>
  startServer(
    'node_modules/next/dist/bin/next',
    (port) => ['start', '-p', String(port), '-H', '127.0.0.1'],
    { SITE_PREVIEW: '1', NEXT_TELEMETRY_DISABLED: '1', ...env },
  )

export const startStudio = () =>
  startServer(
    'node_modules/sanity/bin/sanity',
    (port) => ['dev', '--host', '127.0.0.1', '--port', String(port)],
    { DO_NOT_TRACK: '1' },
  )

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
