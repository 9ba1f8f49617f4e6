import { mkdir, mkdtemp, rename, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort, startSite, type RunningSite } from '@/scripts/siteServer'

/**
 * out/ may be a symlink to the current build, swapped for the next one while the server runs:
 * the server follows the link on every request, and applies the `_headers` of what it serves.
 */

let root: string
let site: RunningSite | undefined

async function generation(name: string): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(dir)
  await writeFile(path.join(dir, 'index.html'), `<h1>${name}</h1>`)
  await writeFile(path.join(dir, '404.html'), `<h1>missing from ${name}</h1>`)
  await writeFile(path.join(dir, '_headers'), `/*\n  X-Generation: ${name}\n`)
  return dir
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-'))
  await symlink(await generation('first'), path.join(root, 'out'))
  site = await startSite(path.join(root, 'out'), await freePort())
}, 120_000)

afterAll(() => site?.stop())

it('serves a site whose folder is a symlink, with its headers and its 404 page', async () => {
  const home = await fetch(site!.url)
  expect(await home.text()).toBe('<h1>first</h1>')
  expect(home.headers.get('x-generation')).toBe('first')
  const missing = await fetch(`${site!.url}/nowhere`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toBe('<h1>missing from first</h1>')
})

it('serves the new build once the symlink points at it', async () => {
  const next = await generation('second')
  // Swapped as an atomic build swaps it: a new link renamed over the old one.
  await symlink(next, path.join(root, 'out.new'))
  await rename(path.join(root, 'out.new'), path.join(root, 'out'))
  await expect
    .poll(async () => (await fetch(site!.url, { cache: 'no-store' })).text(), { timeout: 15_000 })
    .toBe('<h1>second</h1>')
})
