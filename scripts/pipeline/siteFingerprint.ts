import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { codeHash } from '@/scripts/pipeline/codeHash'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'
import { snapshotRecordName } from '@/lib/content/snapshot'

/**
 * What a deploy of this site would change for readers, as one hash: the snapshot, the code, the
 * host's Functions and every file of the site, so a date label that moves changes it. Pagefind's
 * index is left out: its filter and meta files differ between two runs on the same pages (its
 * maintainers say so in Pagefind/pagefind#638), and it is made from the pages and the code, both
 * counted. The deploy workflow compares it with the live site's and deploys nothing when they match.
 */
export async function siteFingerprint(
  siteDir: string,
  snapshotHash: string,
  functionsDir = 'functions',
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
    for (const file of files) {
      hash.update(`\0${prefix}/${file}\0`)
      hash.update(await readFile(path.join(dir, file)))
    }
  }
  return hash.digest('hex').slice(0, 20)
}
