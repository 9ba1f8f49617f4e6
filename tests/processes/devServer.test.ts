import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { snapshotVariable } from '@/lib/content/snapshot'
import { freePort } from '@/scripts/siteServer'

/**
 * `npm run dev` must leave the checkout as it found it: Next's dev server, writing into out/,
 * once added out/ type globs to the tracked tsconfig.json and its files to the built site, and
 * the next `npm test` failed at lint. It takes its snapshot into a folder of its own, so that
 * it never replaces the snapshot a built site's checks read.
 */

/** Every change git sees: tracked files' contents and untracked files that are not ignored. */
const gitState = () =>
  execFileSync('git', ['status', '--porcelain=v1', '--untracked-files=all'], { encoding: 'utf8' }) +
  execFileSync('git', ['diff', 'HEAD'], { encoding: 'utf8' })

const outEntries = () => (existsSync('out') ? readdirSync('out').sort() : [])

it('npm run dev changes no tracked file, writes nothing into out/ and stops whole', async () => {
  const before = { git: gitState(), out: outEntries() }
  const port = await freePort()
  const snapshot = await mkdtemp(path.join(tmpdir(), 'dev-snapshot-'))
  // Its own process group, so that npm and the dev script stop together.
  const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [snapshotVariable]: snapshot },
  })
  let printed = ''
  dev.stdout.on('data', (chunk: Buffer) => void (printed += chunk.toString()))
  dev.stderr.on('data', (chunk: Buffer) => void (printed += chunk.toString()))
  let ended = false
  const exited = new Promise((resolve) => dev.once('exit', resolve)).then(() => (ended = true))
  // The first request's compilation rewrites tsconfig.json too: robots.txt's is the quickest.
  const answers = () =>
    fetch(`http://localhost:${port}/robots.txt`).then(
      () => true,
      () => false,
    )
  try {
    await expect.poll(async () => ended || (await answers()), { timeout: 200_000 }).toBe(true)
    expect(ended, printed).toBe(false)
  } finally {
    if (dev.pid && !ended) process.kill(-dev.pid, 'SIGTERM')
    await exited
    await rm(snapshot, { recursive: true, force: true })
  }
  expect(gitState()).toBe(before.git)
  expect(outEntries()).toEqual(before.out)
  // Stopped, it leaves no server behind: next dev runs as a process group of its own.
  await expect.poll(answers, { timeout: 15_000 }).toBe(false)
}, 240_000)
