import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defaultSnapshotDir } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { runSteps } from '@/scripts/pipeline/runSteps'
import { fixtureDir, fixturePages, versionsFile } from '@/scripts/pipeline/fixtures'

/**
 * `npm run fixtures:refresh`, after upgrading Next or React (docs/UPGRADING.md): pages as
 * `next build` writes them, with its versions, for the tests of the steps that rewrite them.
 */

// Next writes the site here, not to out/, which stays as the last build left it.
const outDir = path.resolve('.cache/fixtures-site')
// Its snapshot and media are a build's: taken while no build runs.
await holdCheckout('Fixtures')
const result = await runSteps(
  [
    { name: 'Snapshot', command: 'tsx', args: ['scripts/steps/snapshot.ts'] },
    { name: 'Media', command: 'tsx', args: ['scripts/steps/media.ts'] },
    // Without PAGE_PLAN every page is rendered: the pages are Next's own, whole.
    {
      name: 'next build',
      command: 'next',
      args: ['build'],
      env: { SITE_EXPORT_DIR: path.relative(process.cwd(), outDir) },
    },
  ],
  path.resolve(defaultSnapshotDir),
)
if ('failed' in result) process.exit(1)

await mkdir(fixtureDir, { recursive: true })
for (const [fixture, page] of Object.entries(fixturePages))
  await copyFile(path.join(outDir, page), path.join(fixtureDir, fixture))
const require = createRequire(import.meta.url)
const versions = Object.fromEntries(
  ['next', 'react', 'react-dom'].map((name) => [
    name,
    (require(`${name}/package.json`) as { version: string }).version,
  ]),
)
await writeFile(versionsFile, `${JSON.stringify(versions, null, 2)}\n`)
await rm(outDir, { recursive: true, force: true })
console.log(
  `Fixtures: ${Object.keys(fixturePages).length} pages of next ${versions.next} in ${path.relative(process.cwd(), fixtureDir)}.`,
)
