import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { checkPortFree, startSite } from '@/scripts/siteServer'

/**
 * `npm run serve` serves out/ through Cloudflare's local runtime; `npm start` (`--build`) builds
 * first. Both take the port from PORT, and check it before the build's minutes.
 */

const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } })
const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(
    `✖ Serve: "${process.env.PORT}" is not a port; set PORT to a number from 1 to 65535.`,
  )
  process.exit(1)
}

try {
  await checkPortFree(port)
  if (values.build) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  if (!existsSync('out')) {
    console.error('✖ Serve: no out/ to serve. Run `npm run build` first.')
    process.exit(1)
  }
  const site = await startSite('out', port)
  console.log(`Serving out/ on ${site.url} (Cloudflare's local runtime; log: ${site.log})`)
  let stopping = false
  void site.exited.then((code) => {
    if (stopping) return
    console.error(`✖ Serve: wrangler pages dev stopped (exit ${code}); its log: ${site.log}`)
    process.exit(1)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true
      void site.stop().then(() => process.exit(0))
    })
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`✖ Serve: ${message}`)
  process.exit(1)
}
