import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * `npm ci` on another Node than 24 is quiet: it printed a warning for each of hundreds of
 * packages whose engines it does not meet (475 lines on Node 20), which a newcomer reads as a
 * failure, although every script runs on the Node 24 the `node` dependency brings. Here a dry run
 * of the install, in a copy of the project's npm files, meets an engine this Node cannot.
 */
it('npm ci prints no warning for an engine this Node does not meet', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'install-'))
  for (const file of ['package-lock.json', '.npmrc']) copyFileSync(file, path.join(copy, file))
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>
  const beyond = `>=${Number(process.versions.node.split('.')[0]) + 1}`
  writeFileSync(
    path.join(copy, 'package.json'),
    JSON.stringify({ ...manifest, engines: { node: beyond } }),
  )
  const install = spawnSync(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: copy, encoding: 'utf8' },
  )
  expect(install.status, install.stderr).toBe(0)
  // npm writes its warnings to stderr.
  expect(install.stderr).not.toMatch(/^npm warn/im)
}, 60_000)
