import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { paths } from '@/schemas/vocabulary'
import { createStaticServer } from '../staticServer'
import { benchPages } from './budgets'

/**
 * `npm run bench:load`: puts the static server under load on loopback (not part
 * of any test). The server runs in a child process, so that the load and the answers do not take
 * turns on one event loop. Each of the connections asks for a mix of pages over a kept-alive
 * socket, accepting gzip as a browser does, for a fixed time; then requests per second, latency
 * percentiles and errors are printed.
 *
 * The load generator is written here with node:http because no load-testing package (autocannon)
 * is installed; it counts what autocannon counts: completed responses, their latency from the
 * request to the last body byte, and errors.
 */

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    /** Set on the child process that serves. */
    serve: { type: 'boolean', default: false },
  },
})

if (values.serve) {
  const server = createStaticServer(values.dir)
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port })
  })
  process.on('disconnect', () => server.close(() => process.exit(0)))
} else {
  await putUnderLoad()
}

interface Target {
  path: string
  status: number
}

function mix(): Target[] {
  const article = benchPages.find((page) => page.startsWith('/article/'))
  const listing = benchPages.find((page) => page.startsWith('/category/'))
  if (!article || !listing)
    throw new Error('scripts/bench/budgets.ts benchPages names no article or no category listing.')
  return [
    { path: '/', status: 200 },
    { path: article, status: 200 },
    { path: listing, status: 200 },
    { path: paths.search, status: 200 },
    { path: '/no-such-page', status: 404 },
  ]
}

async function startServer(dir: string): Promise<{ port: number; stop: () => void }> {
  const child = fork(import.meta.filename, ['--serve', '--dir', dir])
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port))
    child.once('exit', (code) =>
      reject(new Error(`The server process exited with code ${code} before it listened.`)),
    )
  })
  return { port, stop: () => child.disconnect() }
}

interface Outcome {
  latencies: number[]
  errors: Map<string, number>
  bytes: number
}

function countError(outcome: Outcome, what: string) {
  outcome.errors.set(what, (outcome.errors.get(what) ?? 0) + 1)
}

/** One request to completion: resolves once its body has been read, or its error counted. */
function ask(agent: Agent, port: number, target: Target, outcome: Outcome): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const sent = request(
      { agent, host: '127.0.0.1', port, path: target.path, headers: { 'Accept-Encoding': 'gzip' } },
      (response) => {
        response.on('data', (chunk: Buffer) => (outcome.bytes += chunk.length))
        response.on('end', () => {
          if (response.statusCode === target.status)
            outcome.latencies.push(performance.now() - started)
          else countError(outcome, `${target.path}: status ${response.statusCode}`)
          resolve()
        })
        response.on('error', (error) => {
          countError(outcome, `${target.path}: ${error.message}`)
          resolve()
        })
      },
    )
    sent.setTimeout(10_000, () => sent.destroy(new Error('no answer in 10 s')))
    sent.on('error', (error) => {
      countError(outcome, `${target.path}: ${error.message}`)
      resolve()
    })
    sent.end()
  })
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN
}

async function putUnderLoad() {
  if (!existsSync(values.dir)) {
    console.error(`No ${values.dir}/ to serve. Run \`npm run build\` first.`)
    process.exit(1)
  }
  const connections = Number(values.connections)
  const seconds = Number(values.seconds)
  const targets = mix()
  const server = await startServer(values.dir)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const outcome: Outcome = { latencies: [], errors: new Map(), bytes: 0 }
  process.stderr.write(
    `${connections} connections for ${seconds} s against ${targets.map((t) => t.path).join(', ')}…\n`,
  )

  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let turn = connection; performance.now() < deadline; turn += 1)
        await ask(agent, server.port, targets[turn % targets.length]!, outcome)
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  server.stop()

  const sorted = outcome.latencies.sort((a, b) => a - b)
  const errors = [...outcome.errors.values()].reduce((sum, count) => sum + count, 0)
  console.log(`Requests per second: ${Math.round(sorted.length / elapsed)}`)
  console.log(`Latency p50: ${percentile(sorted, 0.5).toFixed(1)} ms`)
  console.log(`Latency p99: ${percentile(sorted, 0.99).toFixed(1)} ms`)
  console.log(
    `Responses: ${sorted.length} in ${elapsed.toFixed(1)} s, ${Math.round(outcome.bytes / 1024 / elapsed)} KB/s`,
  )
  console.log(`Errors: ${errors}`)
  for (const [what, count] of outcome.errors) console.log(`  ${what}: ${count}`)
}
