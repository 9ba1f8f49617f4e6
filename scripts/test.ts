import { spawn } from 'node:child_process'

/**
 * `npm test`: every check, cheapest first, on the build's clock of Dec. 12, 2025, so date labels
 * are known; it stops at the first that fails and ends with each phase's seconds. The publish
 * contract builds a generated dataset's site twice before the embedded build, which out/ is left holding.
 * The phases of one group only read the tree, and run side by side; each one's output is printed
 * whole when it ends, so two never interleave.
 */

const groups = [
  ['typecheck', 'lint', 'typegen:check'],
  ['test:unit'],
  ['test:processes'],
  ['test:publish'],
  ['build'],
  ['test:build'],
  ['preview:build'],
  ['test:preview'],
  ['studio:build'],
  ['test:e2e'],
]

const env = { ...process.env, SOURCE_DATE_EPOCH: process.env.SOURCE_DATE_EPOCH ?? '1765555200' }
const timings: [string, number][] = []
let failed: { phase: string; status: number | null } | undefined

function run(phase: string, alone: boolean): Promise<number | null> {
  const start = performance.now()
  console.log(`\n▶ npm run ${phase}`)
  const child = spawn('npm', ['run', phase], { stdio: alone ? 'inherit' : 'pipe', env })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) =>
    child.on('close', (status) => {
      timings.push([phase, (performance.now() - start) / 1000])
      if (!alone) process.stdout.write(`\n◀ npm run ${phase}\n${Buffer.concat(output)}`)
      if (status !== 0) failed ??= { phase, status }
      resolve(status)
    }),
  )
}

const started = performance.now()
for (const group of groups) {
  await Promise.all(group.map((phase) => run(phase, group.length === 1)))
  if (failed) break
}

const total = (performance.now() - started) / 1000
console.log(`\nnpm test, seconds per phase (${total.toFixed(0)} s in all):`)
for (const [phase, seconds] of timings) console.log(`  ${phase.padEnd(16)} ${seconds.toFixed(1)}`)
if (failed) {
  console.error(
    `✖ npm test: ${failed.phase} failed (exit ${failed.status ?? 'by a signal'}); the lines above it say why, and \`npm run ${failed.phase}\` runs it alone.`,
  )
  process.exit(1)
}
console.log(`✓ npm test: all ${timings.length} phases passed.`)
