import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite, siteProblems } from '@/scripts/steps/siteCheck'
import { nextPages } from '@/tests/unit/pipeline/nextOutput'

const assets = [
  '_next/static/chunks/0a1b.js',
  '_next/static/chunks/2c3d.css',
  '_next/static/media/serif.p.4e5f.woff2',
  '_next/static/payload/6a7b.js',
]

/** A small finished site: two pages naming their assets as Next and the hydration step do. */
async function site(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-'))
  for (const file of [...assets, 'article/a.txt'])
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true }).then(() =>
      writeFile(path.join(dir, file), ''),
    )
  const page = `<link rel="stylesheet" href="/_next/static/chunks/2c3d.css?dpl=1"/><style>@font-face{src:url(/_next/static/media/serif.p.4e5f.woff2)}</style><script src="/_next/static/chunks/0a1b.js" async=""></script><script>load(["/_next/static/payload/6a7b.js"])</script>`
  await writeFile(path.join(dir, 'index.html'), page)
  await writeFile(path.join(dir, 'article', 'a.html'), page)
  return dir
}

describe('the site check', () => {
  it('passes a site holding every asset its pages name, and names each page and asset missing', async () => {
    const dir = await site()
    await expect(checkSite(dir)).resolves.toBeUndefined()
    await rm(path.join(dir, '_next/static/chunks/0a1b.js'))
    expect(await siteProblems(dir)).toEqual([
      '/article/a.html names /_next/static/chunks/0a1b.js, which the site does not hold.',
      '/index.html names /_next/static/chunks/0a1b.js, which the site does not hold.',
    ])
    await expect(checkSite(dir)).rejects.toThrow(
      /^the new site is not one to ship:\n {2}\/article\/a\.html names \/_next\/static\/chunks\/0a1b\.js/,
    )
  })

  it('refuses a symbolic link anywhere, to a file or a folder', async () => {
    const dir = await site()
    await rm(path.join(dir, 'article/a.txt'))
    await symlink(path.join(dir, 'index.html'), path.join(dir, 'article/a.txt'))
    await symlink(tmpdir(), path.join(dir, 'elsewhere'))
    expect(await siteProblems(dir)).toEqual([
      'article/a.txt is a symbolic link: out/ takes regular files only.',
      'elsewhere is a symbolic link: out/ takes regular files only.',
    ])
  })

  it("reads Next's pages, whose tags name every asset their payloads name", () => {
    const flight = /<script>\(?self\.__next_f[\s\S]*?<\/script>/g
    const named = (text: string) => new Set(text.match(/\/_next\/[^"'\s()<>\\?#&]+/g))
    for (const [name, html] of nextPages) {
      const inPayload = named((html.match(flight) ?? []).join(''))
      expect(inPayload.size, name).toBeGreaterThan(0)
      const tagged = named(html.replace(flight, ''))
      expect(
        [...inPayload].filter((asset) => !tagged.has(asset)),
        name,
      ).toEqual([])
    }
  })
})
