import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { storyFlag } from '@/lib/content/labels'
import { newsroomDay } from '@/schemas/apDate'
import { codeHash } from '@/scripts/pipeline/codeHash'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'

/** What the site is made from, as far as it can change what readers get. */
export interface SiteInputs {
  snapshotHash: string
  siteUrl: string
  /** Every published story's publish date: whether it is out yet, and still Breaking. */
  publishedAt: string[]
  now: Date
}

/**
 * What a deploy of this site would change for readers, as one hash known before the build: the
 * snapshot, the code and the host's Functions, the address the pages are made for, and what moves
 * with the clock alone: the day (every date label, the year in the footer) and, for each story,
 * whether it is out and whether it is still Breaking. The pages are a function of these (the page
 * cache holds the same), so a run whose fingerprint the live site shows builds nothing.
 */
export async function siteFingerprint(
  { snapshotHash, siteUrl, publishedAt, now }: SiteInputs,
  functionsDir = 'functions',
): Promise<string> {
  const hash = createHash('sha256').update(
    [snapshotHash, await codeHash(), siteUrl, newsroomDay(now)].join('\0'),
  )
  for (const file of (await filesUnder(functionsDir)).sort())
    hash.update(`\0${path.relative(functionsDir, file)}\0`).update(await readFile(file))
  for (const at of [...publishedAt].sort())
    hash.update(`\0${Date.parse(at) <= now.getTime()}/${storyFlag(true, at, now)}`)
  return hash.digest('hex').slice(0, 20)
}
