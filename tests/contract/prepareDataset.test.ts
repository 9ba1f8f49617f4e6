import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentLake, type ContentLake } from './server/contentLake'
import { importInto } from './support/importer'
import { seededDataset } from './support/seeded'

/** The first step of `npm run build`, against the stand-in of the Sanity API. */

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

let lake: ContentLake

async function prepare(env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_')),
  )
  // Next's types make NODE_ENV required; the script does not read it.
  const childEnv = { ...inherited, ...env } as NodeJS.ProcessEnv
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/prepare-dataset.ts')],
      { cwd: root, env: childEnv, encoding: 'utf8' },
    )
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

beforeAll(async () => {
  lake = await startContentLake()
  await importInto(lake, await seededDataset())
})
afterAll(async () => {
  await lake?.close()
})

describe('a build from the hosted dataset', () => {
  it('starts when every published document keeps the rules', async () => {
    const { code, output } = await prepare(lake.env())
    expect(output).toMatch(/published documents checked/)
    expect(code).toBe(0)
  })

  it('stops, naming the document and the field, when an editor published a broken one', async () => {
    const article = lake.store.get('article-h1b-changes')!
    lake.store.put({ ...article, headline: '' })
    try {
      const { code, output } = await prepare(lake.env())
      expect(code).toBe(1)
      expect(output).toContain('article-h1b-changes › headline: Headline is required.')
      expect(output).toContain('nothing was built')
    } finally {
      lake.store.put(article)
    }
  })

  it('ignores a broken draft: only what is published is built', async () => {
    const article = lake.store.get('article-h1b-changes')!
    lake.store.put({ ...article, _id: 'drafts.article-h1b-changes', headline: '' })
    const { code } = await prepare(lake.env())
    expect(code).toBe(0)
  })

  it('stops with a message naming the variable when the token is refused', async () => {
    const { code, output } = await prepare(lake.env({ SANITY_API_READ_TOKEN: 'revoked' }))
    expect(code).toBe(1)
    expect(output).toContain('SANITY_API_READ_TOKEN')
    expect(output).not.toMatch(/\n\s+at /)
  })
})
