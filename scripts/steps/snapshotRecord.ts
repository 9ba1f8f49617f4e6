import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildTime } from '@/lib/content/dates'
import { publishedSiteUrl } from '@/lib/content/publishedSiteUrl'
import { siteFingerprint } from '@/scripts/pipeline/siteFingerprint'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'
import {
  snapshotDatasetName,
  snapshotRecordName,
  type SnapshotRecord,
} from '@/lib/content/snapshot'

/**
 * What out/snapshot.json says of the site: the content it shows, the address it was made for, and
 * its fingerprint (scripts/pipeline/siteFingerprint.ts), which the deploy compares with the live one.
 */
export type SiteRecord = Omit<SnapshotRecord, 'takenAt'> & { siteUrl: string; fingerprint: string }

/**
 * The record of the site a snapshot makes now: the snapshot's, less when it was taken (one
 * snapshot, the same bytes), and the address the pages are built for, which the checks of a built
 * site expect.
 */
export async function siteRecord(snapshotDir: string): Promise<SiteRecord> {
  const { hash, source, documents, images } = JSON.parse(
    await readFile(path.join(snapshotDir, snapshotRecordName), 'utf8'),
  ) as SnapshotRecord
  // Published documents only: a draft's or a release's id has a dot (drafts.x, versions.r.x).
  const file = path.join(snapshotDir, snapshotDatasetName)
  const published = parseDataset(await readFile(file, 'utf8'), file).filter(
    (doc) => !doc._id.includes('.'),
  )
  const settings = published.find((doc) => doc._type === 'siteSettings')
  if (typeof settings?.siteUrl !== 'string')
    throw new Error('the snapshot has no site settings with a site URL; publish Site settings.')
  const siteUrl = publishedSiteUrl(settings.siteUrl)
  const publishedAt = published.flatMap((doc) =>
    ['article', 'summary'].includes(doc._type) && typeof doc.publishedAt === 'string'
      ? [doc.publishedAt]
      : [],
  )
  const now = buildTime()
  const fingerprint = await siteFingerprint({ snapshotHash: hash, siteUrl, publishedAt, now })
  return { hash, source, documents, images, siteUrl, fingerprint }
}

export async function writeSiteRecord(snapshotDir: string, siteDir: string): Promise<void> {
  const record = await siteRecord(snapshotDir)
  await writeFile(path.join(siteDir, snapshotRecordName), `${JSON.stringify(record, null, 2)}\n`)
}

/**
 * Whether the live site already shows what this record describes (its own record, one request):
 * then a build would deploy nothing. A record that cannot be read means no.
 */
export async function liveShows(record: SiteRecord, fetchRecord = fetch): Promise<boolean> {
  const live = (await fetchRecord(`${record.siteUrl}/${snapshotRecordName}`, {
    signal: AbortSignal.timeout(20_000),
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)) as { fingerprint?: unknown } | null
  return live?.fingerprint === record.fingerprint
}
