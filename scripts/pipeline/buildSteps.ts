import path from 'node:path'
import type { Step } from '@/scripts/pipeline/runSteps'
import { checkSite } from '@/scripts/steps/siteCheck'
import { writeSiteRecord } from '@/scripts/steps/snapshotRecord'

/**
 * The steps of `npm run build`, in order, for a new site made in `siteDir` from the snapshot in
 * `snapshotDir`. Reused pages join the site before the script policy, so every page it ships,
 * reused or rendered, passes the same policy and its checks.
 */
export function buildSteps(siteDir: string, snapshotDir: string): Step[] {
  const tsx = (script: string) => ({ command: 'tsx', args: [script] })
  /** A step that finishes the new site: it is given the site's folder. */
  const onSite = (script: string) => ({ command: 'tsx', args: [script, siteDir] })
  return [
    { name: 'Snapshot', ...tsx('scripts/steps/snapshot.ts'), readsSanity: true },
    { name: 'Media', ...tsx('scripts/steps/media.ts') },
    { name: 'Page plan', ...tsx('scripts/steps/pagePlan.ts') },
    {
      name: 'next build',
      command: 'next',
      args: ['build'],
      env: { PAGE_PLAN: '1', SITE_EXPORT_DIR: path.relative(process.cwd(), siteDir) },
    },
    { name: 'Hydration', ...onSite('scripts/steps/hydration.ts') },
    { name: 'Page reuse', ...onSite('scripts/steps/pageReuse.ts') },
    { name: 'Script policy', ...onSite('scripts/steps/scriptPolicy.ts') },
    { name: 'Search index', ...onSite('scripts/steps/searchIndex.ts') },
    { name: 'XML', ...onSite('scripts/steps/xml.ts') },
    { name: 'Snapshot record', run: () => writeSiteRecord(snapshotDir, siteDir) },
    { name: 'Site check', run: () => checkSite(siteDir) },
    // Last, once the site is whole and checked: the pages kept for the next build to reuse.
    { name: 'Page cache', ...onSite('scripts/steps/pageCache.ts') },
  ]
}
