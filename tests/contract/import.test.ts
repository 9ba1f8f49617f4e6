import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { importMarkerId } from '@/lib/sanity/importMarker'
import { importCommand } from '@/seed/import/command'
import { localDataset, sameContent } from '@/seed/import/runImport'
import {
  startContentLake,
  type ContentLake,
  type Endpoint,
  type Fault,
  tokens,
} from '@/tests/contract/server/contentLake'
import { seededDataset, type SeededDataset } from '@/tests/contract/support/seeded'
import { failureLines, rawError, websitePage } from '@/tests/contract/support/unreadable'

let seeded: SeededDataset
let lake: ContentLake

beforeAll(async () => {
  seeded = await seededDataset()
})
beforeEach(async () => {
  lake = await startContentLake()
})
afterEach(async () => {
  await lake.close()
})

const writes = () =>
  lake.requests.filter((request) => request.endpoint === 'mutate' || request.endpoint === 'assets')
const documentCount = () => seeded.documents.length
const imageCount = () =>
  new Set(
    seeded.documents.flatMap(
      (document) => JSON.stringify(document).match(/image@file:[^"]+/g) ?? [],
    ),
  ).size

/** Runs the command as the CLI does, against the stand-in, and keeps what it printed. */
async function command(env: Record<string, string> = {}, dryRun = false) {
  const lines: string[] = []
  const exitCode = await importCommand({
    documents: seeded.documents,
    baseDir: seeded.dir,
    env: lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write, SANITY_TIMEOUT_MS: '2000', ...env }),
    dryRun,
    log: (line) => lines.push(line),
  })
  return { exitCode, output: lines.join('\n') }
}

describe('importing the seed', () => {
  it('writes every document and image as the seed has them, after a dry run that plans it; a second run changes nothing, and a third replaces only a document an editor changed', async () => {
    const dry = await command({}, true)
    expect(dry.exitCode).toBe(0)
    for (const planned of [
      'Dry run: nothing was written',
      `create ${documentCount()} documents`,
      '+ article-h1b-changes',
      '+ h1b-changes.png',
    ])
      expect(dry.output).toContain(planned)
    expect(writes()).toEqual([])
    expect(lake.store.all()).toEqual([])

    const first = await command()
    expect(first.exitCode).toBe(0)
    expect(first.output).toContain(`Images: ${imageCount()} uploaded, 0 already there.`)
    expect(first.output).toContain(
      `Documents: ${documentCount()} created, 0 updated, 0 left alone.`,
    )
    // Images as references to the uploaded assets, references strong again, no marker left.
    const local = await localDataset(seeded.documents, seeded.dir)
    for (const image of local.images) expect(lake.store.get(image.id)).toBeDefined()
    for (const document of local.documents)
      expect(sameContent(document, lake.store.get(document._id) ?? {}), document._id).toBe(true)
    expect(lake.store.get(importMarkerId)).toBeUndefined()

    const before = writes().length
    const second = await command()
    expect(second.output).toContain(`Images: 0 uploaded, ${imageCount()} already there.`)
    expect(second.output).toContain(
      `Documents: 0 created, 0 updated, ${documentCount()} left alone.`,
    )
    expect(writes()).toHaveLength(before)

    const edited = lake.store.get('siteSettings')!
    lake.store.transaction([{ createOrReplace: { ...edited, siteName: 'Renamed' } }])
    const listed = await command(
      { SANITY_API_WRITE_TOKEN: '', SANITY_API_READ_TOKEN: lake.tokens.read },
      true,
    )
    expect(listed.output).toContain('replace 1 document with the seed')
    expect(listed.output).toContain('~ siteSettings')
    expect(writes()).toHaveLength(before)
    const third = await command()
    expect(third.output).toContain(
      `Documents: 0 created, 1 updated, ${documentCount() - 1} left alone.`,
    )
    expect(lake.store.get('siteSettings')?.siteName).not.toBe('Renamed')
  })
})

// The request after the marker's own transaction is the importer's first.
const afterMarker = { endpoint: 'mutate', after: 1 } as const

describe('a passing fault is ridden out', () => {
  it.each([
    ['a 429 on a read (the client retries it)', { status: 429 }, { endpoint: 'query' }],
    ['a dropped connection on a write (the importer retries it)', { reset: true }, afterMarker],
    [
      "a dropped connection on the import marker's write (retried by the import)",
      { reset: true },
      { endpoint: 'mutate' },
    ],
  ] satisfies [string, Fault, { endpoint: Endpoint; after?: number }][])(
    '%s',
    async (_, fault, where) => {
      lake.faults.add(fault, { ...where, times: 2 })
      const { exitCode, output } = await command({ SANITY_TIMEOUT_MS: '300' })
      expect(output).not.toContain('✖')
      expect(exitCode).toBe(0)
      expect(lake.faults.pending).toBe(0)
      expect(lake.store.all().length).toBeGreaterThan(documentCount())
    },
  )
})

describe('a failure stops the import with one line saying what failed and what to do', () => {
  const part = 'The import stopped part-way, and builds refuse this dataset until it finishes'
  it.each([
    {
      name: 'a server error on every attempt at a write',
      fault: { status: 500 },
      says: /^✖ Could not import the documents and images \(project "contract1", dataset "production"\): Sanity answered HTTP 500 \(Injected - Injected fault\)\. Check https:\/\/www\.sanity-status\.com/,
    },
    {
      name: 'malformed JSON on every attempt at a write',
      fault: { status: 200, rawBody: '{"result": [' },
      says: /sent an answer that could not be read \(an answer that is not valid JSON\)\. Run it again later/,
    },
    {
      name: 'an answer to a write cut off half-way',
      fault: { truncate: true },
      says: /stopped answering or cut its answer off \(no progress for 3000 ms\)/,
    },
  ] satisfies {
    name: string
    fault: Fault
    says: RegExp
  }[])('$name', async ({ fault, says }) => {
    lake.faults.add(fault, { ...afterMarker, times: 10 })
    const { exitCode, output } = await command({ SANITY_TIMEOUT_MS: '300' })
    expect(exitCode).toBe(1)
    const [message, ...more] = failureLines(output)
    expect(more).toEqual([])
    expect(message).toMatch(says)
    expect(message).toContain('Running the import again is safe')
    // Each fails after the import marker's write: it is left, and said to be.
    expect(message).toContain(part)
    expect(lake.store.get(importMarkerId)).toBeDefined()
    expect(output).not.toMatch(rawError)
  })

  it('a web page where the API answers a write names the host as not Sanity’s', async () => {
    lake.faults.add({ status: 200, html: websitePage }, { ...afterMarker, times: 100 })
    const { exitCode, output } = await command()
    expect(exitCode).toBe(1)
    expect(failureLines(output)).toEqual([
      expect.stringMatching(
        new RegExp(
          `is not the Sanity API \\(it answered status 200 to the writes of ${documentCount()} documents but confirmed only 0\\)\\. The project id or API host is probably wrong: check SANITY_PROJECT_ID`,
        ),
      ),
    ])
  })

  // Each refused before anything is written; the requests sent, where it is known how many.
  it.each<[string, Record<string, string>, string, number?]>([
    [
      'a token without write access (403) asks for the Editor role',
      { SANITY_API_WRITE_TOKEN: tokens.read },
      'may not write dataset "production" \\(HTTP 403.*Give it the Editor role',
    ],
    [
      'an unknown dataset (404) names SANITY_DATASET',
      { SANITY_DATASET: 'staging' },
      'dataset "staging" does not exist in project "contract1" \\(HTTP 404\\)\\. Check SANITY_DATASET',
    ],
    [
      'an unknown project (404) names SANITY_PROJECT_ID',
      { SANITY_PROJECT_ID: 'nosuch1' },
      'project "nosuch1" does not exist \\(HTTP 404\\)\\. Check SANITY_PROJECT_ID',
    ],
    [
      'missing settings are named',
      { SANITY_PROJECT_ID: '', SANITY_DATASET: '' },
      'needs SANITY_PROJECT_ID and SANITY_DATASET',
      0,
    ],
    ['a missing token is named', { SANITY_API_WRITE_TOKEN: '' }, 'needs SANITY_API_WRITE_TOKEN', 0],
  ])('%s', async (_, env, says, requests) => {
    const { exitCode, output } = await command(env)
    expect(exitCode).toBe(1)
    expect(failureLines(output)).toEqual([expect.stringMatching(new RegExp(says))])
    if (requests !== undefined) expect(lake.requests).toHaveLength(requests)
    expect(lake.store.all()).toEqual([])
    expect(output).not.toContain(part)
  })
})
