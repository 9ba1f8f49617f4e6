import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCommand } from '@/seed/import/command'
import { startContentLake, type ContentLake } from './server/contentLake'
import { fastRetry, importInto } from './support/importer'
import { seededDataset, type SeededDataset } from './support/seeded'
import { failureLines, rawError, unreadableAnswers } from './support/unreadable'

/** The first step of `npm run build`, against the stand-in of the Sanity API. */

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

let lake: ContentLake
let seeded: SeededDataset

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
    return { code: 0, output: stdout + stderr, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr, stderr: failed.stderr }
  }
}

beforeAll(async () => {
  lake = await startContentLake()
  seeded = await seededDataset()
  await importInto(lake, seeded)
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

describe('an answer that cannot be used stops the build with one line saying what to do', () => {
  it.each(unreadableAnswers)('$name', async ({ fault, says }) => {
    // The step asks several questions at once, each retried: every attempt gets the fault.
    lake.faults.add(fault, { endpoint: 'query', times: 100 })
    try {
      const { code, stderr } = await prepare(lake.env({ SANITY_TIMEOUT_MS: '300' }))
      expect(code).toBe(1)
      const [message, ...more] = failureLines(stderr)
      expect(more).toEqual([])
      expect(message).toMatch(/^✖ Dataset: Could not read the published content/)
      expect(message).toMatch(says)
      expect(message).toContain('no page ships with partial content')
      expect(stderr).not.toMatch(rawError)
    } finally {
      lake.faults.clear()
    }
  })
})

describe('an import that stopped part-way', () => {
  /** `npm run seed -- --import` against this stand-in, as import.test.ts runs it. */
  async function importSeed(into: ContentLake) {
    const lines: string[] = []
    const exitCode = await importCommand({
      documents: seeded.documents,
      baseDir: seeded.dir,
      env: into.env({ SANITY_API_WRITE_TOKEN: into.tokens.write, SANITY_TIMEOUT_MS: '2000' }),
      log: (line) => lines.push(line),
      retry: fastRetry,
    })
    return { exitCode, output: lines.join('\n') }
  }

  it('is never built from, until the import is run again to the end', async () => {
    const fresh = await startContentLake()
    try {
      // The first import: the connection drops on every attempt at its second transaction.
      fresh.faults.add({ reset: true }, { endpoint: 'mutate', after: 1, times: fastRetry.attempts })
      const stopped = await importSeed(fresh)
      expect(stopped.exitCode).toBe(1)
      expect(fresh.faults.pending).toBe(0)
      const [reason, ...more] = failureLines(stopped.output)
      expect(more).toEqual([])
      expect(reason).toMatch(/Could not write documents \(transaction 2 of \d+\)/)
      expect(reason).toContain('builds refuse this dataset until it finishes')
      // Some of the seed is there, some is not: exactly what must never be published.
      const stored = new Set(fresh.store.all().map((document) => document._id))
      expect(seeded.documents.some((document) => stored.has(document._id))).toBe(true)
      expect(seeded.documents.every((document) => stored.has(document._id))).toBe(false)

      const refused = await prepare(fresh.env())
      expect(refused.code).toBe(1)
      const [message, ...others] = failureLines(refused.stderr)
      expect(others).toEqual([])
      expect(message).toMatch(
        /^✖ Dataset: An import into contract1\/production started at \d{4}-\d\d-\d\dT[\d:.]+Z has not finished: run `npm run seed -- --import` again to finish it; nothing was built\.$/,
      )
      expect(refused.output).not.toMatch(/published documents checked/)

      // A dry run reads only: it neither writes the marker nor needs it gone.
      const before = fresh.requests.filter((request) => request.endpoint === 'mutate').length
      const lines: string[] = []
      const dry = await importCommand({
        documents: seeded.documents,
        baseDir: seeded.dir,
        env: fresh.env({ SANITY_API_READ_TOKEN: fresh.tokens.read }),
        dryRun: true,
        log: (line) => lines.push(line),
        retry: fastRetry,
      })
      expect(dry).toBe(0)
      expect(lines.join('\n')).toContain('did not finish; builds refuse this dataset')
      expect(fresh.requests.filter((request) => request.endpoint === 'mutate')).toHaveLength(before)

      const finished = await importSeed(fresh)
      expect(finished.exitCode).toBe(0)
      const built = await prepare(fresh.env())
      expect(built.output).toMatch(/published documents checked/)
      expect(built.code).toBe(0)
    } finally {
      await fresh.close()
    }
  })

  it('leaves no marker behind when it finishes, and none when it has nothing to write', async () => {
    const fresh = await startContentLake()
    try {
      expect((await importSeed(fresh)).exitCode).toBe(0)
      const markers = () => fresh.store.all().filter((document) => document._type === 'seedImport')
      expect(markers()).toEqual([])
      const writes = fresh.requests.filter((request) => request.endpoint === 'mutate').length
      expect((await importSeed(fresh)).exitCode).toBe(0)
      expect(fresh.requests.filter((request) => request.endpoint === 'mutate')).toHaveLength(writes)
      expect(markers()).toEqual([])
      // Stopped just before its last transaction landed: the next run only clears the marker.
      fresh.store.transaction([
        { createOrReplace: { _id: 'seedImportInProgress', _type: 'seedImport', startedAt: 'x' } },
      ])
      const clearing = await importSeed(fresh)
      expect(clearing.exitCode).toBe(0)
      expect(clearing.output).toContain('left alone (1 transaction)')
      expect(markers()).toEqual([])
    } finally {
      await fresh.close()
    }
  })
})
