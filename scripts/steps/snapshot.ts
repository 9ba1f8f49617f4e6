import path from 'node:path'
import { givenSiteUrlProblem } from '@/lib/content/publishedSiteUrl'
import { defaultSnapshotDir, handedSnapshot } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { refusalLines, takeSnapshot } from '@/scripts/pipeline/snapshot/takeSnapshot'

/** The build's first step: the published dataset, into the folder every later step reads. */

const siteUrlProblem = givenSiteUrlProblem(process.env.SITE_URL)
if (siteUrlProblem) {
  console.error(
    `✖ Snapshot: SITE_URL ${siteUrlProblem}; it prefixes every canonical, share and feed address. Fix it, or unset it to use the settings' address.`,
  )
  process.exit(1)
}

const handed = handedSnapshot()
// Run alone (`npm run snapshot`), it replaces the snapshot a build reads: not while one runs. As
// a step, the build or `npm run dev` that runs it holds the lock.
if (!handed) await holdCheckout('Snapshot')
const target = handed ?? path.resolve(defaultSnapshotDir)
try {
  await takeSnapshot(target, process.env, (line) => console.log(line))
} catch (error) {
  for (const line of refusalLines(error)) console.error(line)
  process.exit(1)
}
