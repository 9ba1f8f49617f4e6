import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { publishedSiteUrl } from '@/lib/content/publishedSiteUrl'
import { readPlanFile } from '@/lib/pagePlan/pagePlan'
import { pagesOf, readLastPages } from '@/scripts/pipeline/pageCache'
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
 * The site's record: the snapshot's, less when it was taken (one snapshot, the same bytes), and
 * the address the pages were built for, which the checks of a built site expect.
 */
export async function writeSiteRecord(
  snapshotDir: string,
  siteDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const snapshot = JSON.parse(
    await readFile(path.join(snapshotDir, snapshotRecordName), 'utf8'),
  ) as SnapshotRecord
  // Published documents only: a draft's or a release's id has a dot (drafts.x, versions.r.x).
  const file = path.join(snapshotDir, snapshotDatasetName)
  const dataset = parseDataset(await readFile(file, 'utf8'), file)
  const settings = dataset.find((doc) => doc._type === 'siteSettings' && !doc._id.includes('.'))
  if (typeof settings?.siteUrl !== 'string')
    throw new Error('the snapshot has no site settings with a site URL; publish Site settings.')
  // The generation reused from, as the plan checked it: its files' hashes stand for theirs.
  const { reusedFrom } = readPlanFile()
  const last = reusedFrom ? await readLastPages() : null
  const kept =
    last?.state === 'whole' && last.generation === reusedFrom
      ? {
          dir: pagesOf(reusedFrom),
          hashes: Object.assign({}, ...Object.values(last.manifest.files)),
        }
      : undefined
  const record: SiteRecord = {
    hash: snapshot.hash,
    source: snapshot.source,
    documents: snapshot.documents,
    images: snapshot.images,
    siteUrl: publishedSiteUrl(settings.siteUrl, env),
    fingerprint: await siteFingerprint(siteDir, snapshot.hash, undefined, kept),
  }
  await writeFile(path.join(siteDir, snapshotRecordName), `${JSON.stringify(record, null, 2)}\n`)
}
