import path from 'node:path'
import type { Step } from '@/scripts/pipeline/runSteps'
import { deferPages } from '@/scripts/steps/hydration'
import { keepSite } from '@/scripts/steps/pageCache'
import { reusePages } from '@/scripts/steps/pageReuse'
import { securePages } from '@/scripts/steps/scriptPolicy'
import { checkSite } from '@/scripts/steps/siteCheck'
import { writeSiteRecord } from '@/scripts/steps/snapshotRecord'
import { checkXml } from '@/scripts/steps/xml'

/**
 * The steps of `npm run build`, in order, for a new site made in `siteDir` from the snapshot in
 * `snapshotDir`. Those that read the content are processes of their own. Reused pages join the
 * site before the script policy, so every page it ships passes the same policy and checks.
 */
export function buildSteps(siteDir: string, snapshotDir: string): Step[] {
  const tsx = (script: string, ...args: string[]) => ({ command: 'tsx', args: [script, ...args] })
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
    { name: 'Hydration', run: () => deferPages(siteDir) },
    { name: 'Page reuse', run: () => reusePages(siteDir) },
    { name: 'Script policy', run: () => securePages(siteDir) },
    { name: 'Search index', ...tsx('scripts/steps/searchIndex.ts', siteDir) },
    { name: 'XML', run: () => checkXml(siteDir) },
    { name: 'Snapshot record', run: () => writeSiteRecord(snapshotDir, siteDir) },
    { name: 'Site check', run: () => checkSite(siteDir) },
    // Last, once the site is whole and checked: the pages kept for the next build to reuse.
    { name: 'Page cache', run: () => keepSite(siteDir) },
  ]
}
