import { spawn } from 'node:child_process'
import { mkdirSync, openSync, closeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * Serves a built site through Cloudflare's own local runtime (`wrangler pages dev`), so that
 * `_headers`, clean URLs, redirects and 404s are handled locally as the host handles them in
 * production. Wrangler runs offline: no telemetry, no update check (the banner is what asks), no
 * fetch of the `Request.cf` object; what it prints goes to a log file under `.wrangler/`.
 */

/**
 * The Workers runtime's compatibility date: the newest the bundled runtime (workerd 1.20260426)
 * supports. A later date makes wrangler warn and ask the registry for a newer version.
 */
const compatibilityDate = '2026-04-26'

/** Wrangler's state, its config folder (it needs a writable one) and its logs, all ignored by git. */
const wranglerDir = path.resolve('.wrangler')

/** Its address, wrangler's log, its exit code once it stops, and stop(): wrangler gone. */
export type RunningSite = Awaited<ReturnType<typeof startSite>>

const portBusyMessage = (port: number) =>
  `Port ${port} is busy: another server is using it. Stop that server, or choose another port: PORT=<port> npm start (or npm run serve).`

/**
 * Listens on the port for a moment and answers it (port 0: one nothing listens on now, for the
 * servers tests and the bench start); a port in use rejects, naming the port.
 */
export function checkPortFree(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(portBusyMessage(port)) : error),
    )
    probe.listen(port, 'localhost', () => {
      const { port: listened } = probe.address() as AddressInfo
      probe.close(() => resolve(listened))
    })
  })
}

export const freePort = () => checkPortFree(0)

/**
 * Starts `wrangler pages dev dir` on localhost:port and resolves once a page answers.
 * `vars` are the Functions' environment (functions/), as the host's settings give it.
 */
export async function startSite(dir: string, port: number, vars: Record<string, string> = {}) {
  await checkPortFree(port)
  const logDir = path.join(wranglerDir, 'logs')
  mkdirSync(logDir, { recursive: true })
  const log = path.relative(process.cwd(), path.join(logDir, `serve-${port}.log`))
  const logFile = openSync(log, 'w')
  const child = spawn(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      dir,
      '--port',
      String(port),
      '--ip',
      'localhost',
      '--compatibility-date',
      compatibilityDate,
      ...Object.entries(vars).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    {
      stdio: ['ignore', logFile, logFile],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        XDG_CONFIG_HOME: path.join(wranglerDir, 'config'),
        WRANGLER_LOG_PATH: logDir,
      },
    },
  )
  closeSync(logFile)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const url = `http://localhost:${port}`
  const started = Date.now()
  for (;;) {
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (answered) return { url, log, exited, stop }
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `wrangler pages dev stopped before serving ${dir}/ (exit ${child.exitCode ?? child.signalCode}); its log says why: ${log}`,
      )
    if (Date.now() - started > 120_000) {
      await stop()
      throw new Error(
        `wrangler pages dev did not answer on ${url} within 2 minutes; its log: ${log}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
