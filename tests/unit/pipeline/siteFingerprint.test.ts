import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteFingerprint, type SiteInputs } from '@/scripts/pipeline/siteFingerprint'
import { liveShows, type SiteRecord } from '@/scripts/steps/snapshotRecord'

// 10:00 in New York, the newsroom's day; one story two weeks old, one from yesterday (Breaking
// until 14:00 tomorrow), one scheduled for 14:00 today.
const now = new Date('2026-03-10T14:00:00Z')
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000)
const inputs: SiteInputs = {
  snapshotHash: 'snap1',
  siteUrl: 'https://news.example',
  publishedAt: ['2026-02-24T12:00:00Z', '2026-03-09T18:00:00Z', '2026-03-10T18:00:00Z'],
  now,
}

async function fingerprintOf(changes: Partial<SiteInputs> = {}, contact = 'one') {
  const functions = await mkdtemp(path.join(tmpdir(), 'functions-'))
  await mkdir(path.join(functions, 'api'))
  await writeFile(path.join(functions, 'api/contact.ts'), contact)
  return siteFingerprint({ ...inputs, ...changes }, functions)
}

describe("the site's fingerprint", () => {
  it('is the same for the same snapshot, code and address while no date label or story moves', async () => {
    const first = await fingerprintOf()
    expect(await fingerprintOf({ now: hours(3) })).toBe(first)
    expect(await fingerprintOf({ publishedAt: [...inputs.publishedAt].reverse() })).toBe(first)
  })

  it('moves with the snapshot, the address, a Function, the day, a story going out or ending Breaking', async () => {
    const fingerprints = await Promise.all([
      fingerprintOf(),
      fingerprintOf({ snapshotHash: 'snap2' }),
      fingerprintOf({ siteUrl: 'https://other.example' }),
      fingerprintOf({}, 'two'),
      fingerprintOf({ publishedAt: [], now: hours(0) }),
      fingerprintOf({ publishedAt: [], now: hours(16) }),
      // 14:00 passes for the scheduled story, and (a day apart) for the Breaking one.
      fingerprintOf({ publishedAt: ['2026-03-10T18:00:00Z'], now: hours(3) }),
      fingerprintOf({ publishedAt: ['2026-03-10T18:00:00Z'], now: hours(5) }),
      fingerprintOf({ publishedAt: ['2026-03-09T18:00:00Z'], now: hours(27) }),
      fingerprintOf({ publishedAt: ['2026-03-09T18:00:00Z'], now: hours(29) }),
    ])
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
  })
})

describe('whether the live site shows a site already', () => {
  const record: SiteRecord = {
    ...{ hash: 'snap1', source: 'hosted', documents: 3, images: 0 },
    ...{ siteUrl: 'https://news.example', fingerprint: 'abc' },
  }
  const answering = (answer: () => Promise<Response>) => async (url: string | URL | Request) => {
    expect(String(url)).toBe('https://news.example/snapshot.json')
    return answer()
  }

  it('is so only when the live record names the same fingerprint', async () => {
    const json =
      (body: unknown, status = 200) =>
      () =>
        Promise.resolve(Response.json(body, { status }))
    expect(await liveShows(record, answering(json({ fingerprint: 'abc' })))).toBe(true)
    expect(await liveShows(record, answering(json({ fingerprint: 'abd' })))).toBe(false)
    expect(await liveShows(record, answering(json({ fingerprint: 'abc' }, 404)))).toBe(false)
    expect(
      await liveShows(
        record,
        answering(() => Promise.reject(new TypeError('offline'))),
      ),
    ).toBe(false)
  })
})
