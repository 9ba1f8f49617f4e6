import { createHash } from 'node:crypto'
import path from 'node:path'
import { codeHash } from '@/scripts/pipeline/codeHash'
import { eachFile, filesUnder } from '@/scripts/pipeline/htmlFiles'
import { sha256Of } from '@/scripts/pipeline/pageCache'
import { snapshotRecordName } from '@/lib/content/snapshot'

/**
 * What a deploy of this site would change for readers, as one hash: the snapshot, the code, the
 * host's Functions and every file of the site, so a date label that moves changes it. Pagefind's
 * index is left out: its filter and meta files differ between two runs on the same pages (its
 * maintainers say so in Pagefind/pagefind#638), and it is made from the pages and the code, both
 * counted. The deploy workflow compares it with the live site's and deploys nothing when they match.
 * `kept`: the page cache's generation the pages were reused from, its files' sha256 by path; a
 * file of the site still that very file is not read again.
 */
export async function siteFingerprint(
  siteDir: string,
  snapshotHash: string,
  functionsDir = 'functions',
  kept?: { dir: string; hashes: Record<string, string> },
): Promise<string> {
  const hash = createHash('sha256').update(`${snapshotHash}\0${await codeHash()}`)
  for (const [dir, prefix] of [
    [siteDir, 'site'],
    [functionsDir, 'functions'],
  ] as const) {
    const files = (await filesUnder(dir))
      .map((file) => path.relative(dir, file))
      .filter((file) => !file.startsWith('pagefind/') && file !== snapshotRecordName)
      .sort()
    // Hashed a few at a time, then taken in order: the same files always make the same hash.
    const hashes = new Map<string, string>()
    await eachFile(files, async (file) => {
      const recorded = dir === siteDir ? kept?.hashes[file] : undefined
      const from = recorded ? { at: path.join(kept!.dir, file), hash: recorded } : undefined
      hashes.set(file, (await sha256Of(path.join(dir, file), from)).hash)
    })
    for (const file of files) hash.update(`\0${prefix}/${file}\0${hashes.get(file)}`)
  }
  return hash.digest('hex').slice(0, 20)
}
