import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The deploy workflow's separation of duties: the job that runs the project's code holds no
 * deploy secret, and the job that holds it runs no project code. Read from the file as written
 * (its schema is checked by `npm run lint:workflows`); jobs are the blocks indented under `jobs:`.
 */

const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8')

/** Each job's block, by name: the text under `jobs:` split at its names. */
const [, ...parts] = (workflow.split(/^jobs:\n/m)[1] ?? '').split(/^ {2}([\w-]+):\s*$/m)
const jobs: Record<string, string> = Object.fromEntries(
  parts.flatMap((part, i) => (i % 2 ? [] : [[part, parts[i + 1]!]])),
)
const { build = '', deploy = '' } = jobs
const runLines = (job: string) =>
  job
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')

describe('the deploy workflow', () => {
  it('has a build job and a deploy job that waits for it', () => {
    expect(Object.keys(jobs)).toEqual(['build', 'deploy'])
    expect(deploy).toMatch(/^ {4}needs: build$/m)
  })

  it('gives the Cloudflare token to the deploy job alone, in a protected environment', () => {
    expect(workflow.match(/CLOUDFLARE_API_TOKEN/g)?.length).toBe(
      deploy.match(/CLOUDFLARE_API_TOKEN/g)?.length,
    )
    expect(runLines(build)).not.toMatch(/CLOUDFLARE/)
    expect(deploy).toMatch(/^ {4}environment: production$/m)
  })

  it('runs no project code in the deploy job: only deploy/ is checked out, wrangler from its lock', () => {
    const steps = runLines(deploy)
    expect(steps).not.toMatch(/npm (run|test|start)|npx |tsx /)
    expect([...steps.matchAll(/npm ci[^\n]*/g)].map(([command]) => command)).toEqual([
      'npm ci --prefix deploy --ignore-scripts --no-audit --no-fund',
    ])
    expect(steps).toMatch(/sparse-checkout: \|\n\s+\/deploy\/\n\s+\/\.nvmrc\n/)
  })

  it('deploys only the artifact, by its id, and the snapshot the build job checked', () => {
    expect(build).toMatch(/npm run test:build && npm run test:gate/)
    expect(deploy).toContain('artifact-ids: ${{ needs.build.outputs.artifact }}')
    expect(deploy).toContain('${{ needs.build.outputs.snapshot }}')
    // Nothing is deployed when the live site already shows this one (its fingerprint).
    expect(deploy).toMatch(/^ {4}if: needs.build.outputs.changed == 'true'$/m)
    expect(build).toMatch(
      /unless_live="--unless-live"\n[^\n]*\n[^\n]*npm run build -- \$unless_live /,
    )
  })

  it('downloads nothing the restored caches or the runner hold: npm ci only on a new lock file', () => {
    expect(build).toMatch(/key: modules-[^\n]*hashFiles\('package-lock\.json'/)
    expect(build).toMatch(/if: steps\.modules\.outputs\.cache-hit != 'true'\n\s+run: npm ci /)
    expect(runLines(build)).not.toMatch(/^[\s-]*(run: )?npx playwright install|cache: npm/m)
  })

  it('lets a running deploy finish, with the newest trigger waiting behind it', () => {
    expect(workflow).toMatch(/^concurrency:\n {2}group: [\w-]+\n {2}cancel-in-progress: false$/m)
  })
})
