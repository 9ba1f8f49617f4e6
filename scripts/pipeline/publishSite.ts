import { existsSync, readFileSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'
import { snapshotRecordName } from '@/lib/content/snapshot'

/**
 * How a finished site takes out/'s place. out/ stays a real folder (hosts upload the folder they
 * are told, and refuse links), and rename(2) cannot swap two folders, so the swap takes two
 * renames: out/ to out.previous/, then the new site to out/. A build stopped between the two
 * leaves the last good site whole in out.previous/, which every build puts back first thing.
 */

/** The file operations the swap uses; tests stop them part-way, as a crash would. */
export type SwapOperations = Pick<typeof fs, 'rename' | 'rm'>

export const previousOf = (outDir: string) => `${outDir}.previous`

/**
 * Undoes what a build stopped mid-swap left: out.previous/ becomes out/ when out/ is missing, and
 * is removed when out/ is there (the new site was in place). Returns a line when it put one back.
 */
export async function recoverOut(outDir: string): Promise<string | null> {
  const previous = previousOf(outDir)
  if (!existsSync(previous)) return null
  if (existsSync(outDir)) {
    await fs.rm(previous, { recursive: true, force: true })
    return null
  }
  await fs.rename(previous, outDir)
  return 'Build: out/ was missing after a build stopped while replacing it; the last good site is back in out/ from out.previous/.'
}

/** The new site takes out/'s place; the one before goes only once the new one is there. */
export async function publishSite(
  siteDir: string,
  outDir: string,
  ops: SwapOperations = fs,
): Promise<void> {
  const previous = previousOf(outDir)
  if (existsSync(outDir)) await ops.rename(outDir, previous)
  try {
    await ops.rename(siteDir, outDir)
  } catch (error) {
    if (existsSync(previous)) await ops.rename(previous, outDir).catch(() => undefined)
    throw error
  }
  await ops.rm(previous, { recursive: true, force: true })
}

function recordedHash(outDir: string): unknown {
  try {
    const record = readFileSync(path.join(outDir, snapshotRecordName), 'utf8')
    return (JSON.parse(record) as { hash?: unknown }).hash
  } catch {
    return undefined // No record, or not one of ours.
  }
}

/** What out/ holds now, said truly whatever happened: for the build's last line. */
export function describeOut(outDir: string): string {
  const hash = existsSync(outDir) ? recordedHash(outDir) : null
  if (typeof hash === 'string')
    return `out/ holds the site of snapshot ${hash.slice(0, 'sha256:'.length + 12)}.`
  if (hash !== null) return 'out/ holds a site of no recorded snapshot.'
  if (existsSync(previousOf(outDir)))
    return 'out/ is missing; the last good site is whole in out.previous/, and the next build puts it back.'
  return 'out/ does not exist, and this build made none.'
}

/**
 * Removes a folder the build makes afresh, or says in one line which and what to do: on Windows
 * and some network drives a folder a program holds open cannot be removed (EBUSY).
 */
export async function removeFolder(dir: string): Promise<string | undefined> {
  try {
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    const name = path.relative(process.cwd(), dir) || dir
    return `✖ Build: cannot remove ${name}/ (${code}): close whatever has it open (a server, an editor, a terminal or a file explorer in it), or delete the folder by hand, then run the build again.`
  }
}
