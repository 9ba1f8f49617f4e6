import { existsSync, readFileSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'
import { snapshotRecordName } from '@/lib/content/snapshot'

/**
 * How a finished site takes out/'s place. out/ stays a real folder: static hosts that run
 * `npm run build` upload the folder they are told (Cloudflare Pages refuses an output with links
 * it cannot follow), and a link named out would have to be resolved by every host, artifact and
 * upload. A folder cannot be swapped for another in one rename (rename(2) refuses a non-empty
 * target, and Node has no renameat2 exchange), so the swap takes two: out/ to out.previous/, then
 * the new site to out/. A build stopped between the two leaves out.previous/ whole and no out/;
 * every build, before anything else and under the build lock, puts it back (recoverOut). So at
 * any point there is a whole site in out/ or, for that one gap, in out.previous/ with out/
 * absent, and the next start makes it out/ again: never half of one, never none.
 */

/** The file operations the swap uses; tests stop them part-way, as a crash would. */
export type SwapOperations = Pick<typeof fs, 'rename' | 'rm'>

export const previousOf = (outDir: string) => `${outDir}.previous`

/**
 * Undoes what a build stopped mid-swap left: out.previous/ becomes out/ when out/ is missing, and
 * is removed when out/ is there (the new site was in place). Returns a line when it put one back.
 */
export async function recoverOut(outDir: string, ops: SwapOperations = fs): Promise<string | null> {
  const previous = previousOf(outDir)
  if (!existsSync(previous)) return null
  if (existsSync(outDir)) {
    await ops.rm(previous, { recursive: true, force: true })
    return null
  }
  await ops.rename(previous, outDir)
  return 'Build: out/ was missing after a build stopped while replacing it; the last good site is back in out/ from out.previous/.'
}

/** The new site takes out/'s place; the one before goes only once the new one is there. */
export async function publishSite(
  siteDir: string,
  outDir: string,
  ops: SwapOperations = fs,
): Promise<void> {
  const previous = previousOf(outDir)
  await recoverOut(outDir, ops)
  if (existsSync(outDir)) await ops.rename(outDir, previous)
  try {
    await ops.rename(siteDir, outDir)
  } catch (error) {
    // The last good site goes back where it was (recoverOut does the same at the next start).
    if (existsSync(previous)) await ops.rename(previous, outDir).catch(() => undefined)
    throw error
  }
  await ops.rm(previous, { recursive: true, force: true })
}

/** What out/ holds now, said truly whatever happened: for the build's last line when it fails. */
export function describeOut(outDir: string): string {
  if (existsSync(outDir)) {
    const hash = snapshotHashIn(outDir)
    return hash
      ? `out/ holds the site of snapshot ${hash.slice(0, 'sha256:'.length + 12)}.`
      : 'out/ holds a site of no recorded snapshot.'
  }
  if (existsSync(previousOf(outDir)))
    return 'out/ is missing; the last good site is whole in out.previous/, and the next build puts it back.'
  return 'out/ does not exist, and this build made none.'
}

function snapshotHashIn(outDir: string): string | null {
  try {
    const { hash } = JSON.parse(readFileSync(path.join(outDir, snapshotRecordName), 'utf8')) as {
      hash?: unknown
    }
    return typeof hash === 'string' ? hash : null
  } catch {
    return null
  }
}
