import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import manifest from '@/package.json'

/**
 * The npm scripts that run Sanity's CLI turn its telemetry off with the variable the CLI reads
 * (DO_NOT_TRACK); it ignores SANITY_TELEMETRY_DISABLED, so the scripts' switch did nothing.
 */

const sanityCommands = Object.entries(manifest.scripts).flatMap(([name, script]) =>
  script
    .split('&&')
    .map((command) => command.trim())
    .filter((command) => /(^|\s)sanity\s/.test(command))
    .map((command) => [name, command] as const),
)

it('every script that runs the Sanity CLI sets DO_NOT_TRACK=1, which the CLI reports as telemetry off', () => {
  expect(sanityCommands.length).toBeGreaterThan(0)
  for (const [name, command] of sanityCommands)
    expect(command, name).toMatch(/(^|\s)DO_NOT_TRACK=1\s/)
  // A fresh CLI config: no login, no consent given before, as on a new machine.
  const config = path.join(mkdtempSync(path.join(tmpdir(), 'sanity-')), 'config.json')
  const env: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !['DO_NOT_TRACK', 'CI'].includes(name)),
    ),
    DO_NOT_TRACK: '1',
    SANITY_CLI_CONFIG_PATH: config,
  }
  const status = execFileSync('node_modules/.bin/sanity', ['telemetry', 'status'], {
    // Next's types make NODE_ENV required; the CLI does without.
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  expect(status).toContain('Status: Disabled')
}, 60_000)
