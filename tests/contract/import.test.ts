import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { importCommand } from '@/seed/import/command'
import { startContentLake, type ContentLake } from './server/contentLake'
import { fastRetry, importInto } from './support/importer'
import { seededDataset, type SeededDataset } from './support/seeded'
import { failureLines, rawError, unreadableAnswers } from './support/unreadable'

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
async function command(env: Record<string, string>, dryRun = false) {
  const lines: string[] = []
  const exitCode = await importCommand({
    documents: seeded.documents,
    baseDir: seeded.dir,
    env: { SANITY_TIMEOUT_MS: '2000', ...env },
    dryRun,
    log: (line) => lines.push(line),
    retry: fastRetry,
  })
  return { exitCode, output: lines.join('\n') }
}

describe('importing the seed', () => {
  it('uploads every image and creates every document, with the seed ids', async () => {
    const { report } = await importInto(lake, seeded)
    expect(report.images.uploaded).toHaveLength(imageCount())
    expect(report.documents.created).toHaveLength(documentCount())
    const stored = new Set(lake.store.all().map((document) => document._id))
    for (const document of seeded.documents) expect(stored).toContain(document._id)
    // Asset ids are content hashes: the server's own ids match the ones the seed computed.
    expect(report.images.uploaded.every(({ id }) => stored.has(id))).toBe(true)
  })

  it('writes referenced documents first, in transactions of the given size', async () => {
    // The stand-in, like the Content Lake, refuses a reference to a document not yet written.
    const { report } = await importInto(lake, seeded, { batch: { documents: 4, bytes: 1e6 } })
    expect(report.transactions).toBe(Math.ceil(documentCount() / 4))
    expect(lake.requests.filter((request) => request.endpoint === 'mutate')).toHaveLength(
      report.transactions,
    )
  })

  it('changes nothing on a second run and says so', async () => {
    await importInto(lake, seeded)
    const before = writes().length
    const { report } = await importInto(lake, seeded)
    expect(writes()).toHaveLength(before)
    expect(report.images).toEqual({ uploaded: [], present: expect.any(Array) })
    expect(report.images.present).toHaveLength(imageCount())
    expect(report.documents.created).toEqual([])
    expect(report.documents.updated).toEqual([])
    expect(report.documents.unchanged).toHaveLength(documentCount())
    expect(report.transactions).toBe(0)
  })

  it('replaces a document an editor changed and leaves the rest alone', async () => {
    await importInto(lake, seeded)
    const edited = lake.store.get('category-culture')!
    lake.store.transaction([
      { createOrReplace: { ...edited, description: 'Edited in the Studio' } },
    ])
    const { report } = await importInto(lake, seeded)
    expect(report.documents.updated).toEqual(['category-culture'])
    expect(report.documents.unchanged).toHaveLength(documentCount() - 1)
    expect(lake.store.get('category-culture')?.description).not.toBe('Edited in the Studio')
  })

  it('reports created, updated and left alone from the command line', async () => {
    const first = await command(lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }))
    expect(first.exitCode).toBe(0)
    expect(first.output).toContain(`Images: ${imageCount()} uploaded, 0 already there.`)
    expect(first.output).toContain(`Documents: ${documentCount()} created, 0 updated, 0 left alone`)
    const second = await command(lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }))
    expect(second.output).toContain(
      `Documents: 0 created, 0 updated, ${documentCount()} left alone`,
    )
  })
})

describe('a dry run', () => {
  it('prints the plan and writes nothing', async () => {
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }),
      true,
    )
    expect(exitCode).toBe(0)
    expect(output).toContain('Dry run: nothing was written')
    expect(output).toContain(`create ${documentCount()} documents`)
    expect(output).toContain('+ article-h1b-changes')
    expect(output).toContain('+ h1b-changes.png')
    expect(writes()).toEqual([])
    expect(lake.store.all()).toEqual([])
  })

  it('lists the documents it would replace', async () => {
    await importInto(lake, seeded)
    const edited = lake.store.get('siteSettings')!
    lake.store.transaction([{ createOrReplace: { ...edited, siteName: 'Renamed' } }])
    const before = writes().length
    const { output } = await command(lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read }), true)
    expect(output).toContain('replace 1 document with the seed')
    expect(output).toContain('~ siteSettings')
    expect(writes()).toHaveLength(before)
    expect(lake.store.get('siteSettings')?.siteName).toBe('Renamed')
  })
})

describe('transient faults are retried with backoff', () => {
  it.each([
    ['a 429 on a transaction', { status: 429, retryAfter: '0' }, 'mutate'],
    ['a 500 on an upload', { status: 500 }, 'assets'],
    ['a 503 on a lookup', { status: 503 }, 'query'],
    ['a dropped connection on a transaction', { reset: true }, 'mutate'],
  ] as const)('%s', async (_, fault, endpoint) => {
    lake.faults.add(fault, { endpoint, times: 2 })
    const { report, log } = await importInto(lake, seeded)
    expect(lake.faults.pending).toBe(0)
    expect(report.documents.created).toHaveLength(documentCount())
    expect(log.filter((line) => line.includes('retrying in'))).toHaveLength(2)
  })

  it('a request that never answers times out and is tried again', async () => {
    lake.faults.add({ timeout: true }, { endpoint: 'mutate' })
    const { report } = await importInto(lake, seeded, {
      timeoutMs: 300,
      env: { SANITY_TIMEOUT_MS: '300' },
    })
    expect(lake.requests.some((request) => request.outcome === 'timeout')).toBe(true)
    expect(report.documents.created).toHaveLength(documentCount())
  })

  it('gives up after the last attempt and says how to carry on', async () => {
    lake.faults.add({ status: 500 }, { endpoint: 'mutate', times: fastRetry.attempts })
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }),
    )
    expect(exitCode).toBe(1)
    expect(output).toMatch(/Could not write documents \(transaction 1 of \d+\)/)
    expect(output).toContain(`still answered HTTP 500 after ${fastRetry.attempts} attempts`)
    expect(output).toContain('Running the import again is safe')
  })
})

describe('refusals stop the import and say which setting is wrong', () => {
  it('a rejected token (401) names SANITY_API_WRITE_TOKEN', async () => {
    const { exitCode, output } = await command(lake.env({ SANITY_API_WRITE_TOKEN: 'expired' }))
    expect(exitCode).toBe(1)
    expect(output).toContain('Sanity refused the token in SANITY_API_WRITE_TOKEN (HTTP 401')
    expect(lake.requests).toHaveLength(1)
    expect(lake.store.all()).toEqual([])
  })

  it('a token without write access (403) asks for the Editor role', async () => {
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.read }),
    )
    expect(exitCode).toBe(1)
    expect(output).toContain('may not write dataset "production" (HTTP 403')
    expect(output).toContain('Give it the Editor role')
    expect(lake.store.all()).toEqual([])
  })

  it('an unknown dataset (404) names SANITY_DATASET', async () => {
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write, SANITY_DATASET: 'staging' }),
    )
    expect(exitCode).toBe(1)
    expect(output).toContain('dataset "staging" does not exist in project "contract1" (HTTP 404)')
    expect(output).toContain('Check SANITY_DATASET')
  })

  it('an unknown project (404) names SANITY_PROJECT_ID', async () => {
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write, SANITY_PROJECT_ID: 'nosuch1' }),
    )
    expect(exitCode).toBe(1)
    expect(output).toContain('project "nosuch1" does not exist (HTTP 404)')
    expect(output).toContain('Check SANITY_PROJECT_ID')
  })

  it('missing settings are named before any request', async () => {
    const missing = await command({ SANITY_API_WRITE_TOKEN: lake.tokens.write })
    expect(missing.exitCode).toBe(1)
    expect(missing.output).toContain('needs SANITY_PROJECT_ID and SANITY_DATASET')
    const noToken = await command(lake.env())
    expect(noToken.exitCode).toBe(1)
    expect(noToken.output).toContain('needs SANITY_API_WRITE_TOKEN')
    expect(lake.requests).toEqual([])
  })
})

describe('an answer that cannot be used stops the import with one line saying what to do', () => {
  it.each(
    unreadableAnswers.flatMap((answer) =>
      (['query', 'mutate', 'assets'] as const).map((endpoint) => ({ ...answer, endpoint })),
    ),
  )('$name, on $endpoint', async ({ fault, transient, says, endpoint }) => {
    lake.faults.add(fault, { endpoint, times: transient ? fastRetry.attempts : 1 })
    // A cut-off answer is noticed once the body has been silent as long as a request may be.
    const { exitCode, output } = await command(
      lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write, SANITY_TIMEOUT_MS: '300' }),
    )
    expect(exitCode).toBe(1)
    expect(lake.faults.pending).toBe(0)
    const [message, ...more] = failureLines(output)
    expect(more).toEqual([])
    expect(message).toMatch(says)
    expect(output).not.toMatch(rawError)
    if (transient) expect(message).toContain('Running the import again is safe')
  })
})
