import { readFileSync, unlinkSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'
import { writeWhole } from '@/scripts/pipeline/derivedCache'

/**
 * One build at a time in a checkout: two would share the snapshot, the page plan, the page cache
 * and out/. A build holds `.cache/build.lock`, naming its process, written whole beside its place
 * and hard-linked there (link fails when the name exists). A lock whose process has ended is
 * cleared, said in one line. None of the kept libraries locks a file; this needs a link, a
 * process check and a rename.
 */

export const lockFile = (root = process.cwd()) => path.join(root, '.cache', 'build.lock')
/** The step a build runs now, as its process group: what a build killed outright leaves. */
const stepFile = (root: string) => `${lockFile(root)}.step`

/** The lock this process holds, if any: only a step run under it is recorded. */
let held: string | null = null

/** A process a file records (a lock's holder, a step), with its identity where /proc says. */
type Recorded = Record<string, unknown> & { pid: number }

/** A process as Linux knows it (boot, start tick): a reused id is not taken for it. */
export function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The 22nd field, the start time; the command's name (the 2nd, in brackets) may hold spaces.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    return started ? `${boot}/${started}` : null
  } catch {
    return null
  }
}

/** Whether a process (or, negative, a process group) runs: signal 0 sends nothing; EPERM runs. */
function runs(target: number): boolean {
  try {
    return process.kill(target, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Stops a process group (a step: `next build` and its workers) and waits for it to end, killed
 * outright after ten seconds: a build that stops leaves nothing writing behind it.
 */
export async function stopGroup(pid: number, signal: NodeJS.Signals): Promise<void> {
  const send = (how: NodeJS.Signals) => {
    try {
      process.kill(-pid, how)
    } catch {
      // Already gone.
    }
  }
  send(signal)
  for (let waited = 0; runs(-pid); waited += 100) {
    if (waited === 10_000) send('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A recorded process still runs, and is the one recorded (where /proc tells processes apart). */
function stillRuns({ pid, identity }: { pid: number; identity?: unknown }): boolean {
  const now = typeof identity === 'string' ? processIdentity(pid) : null
  return runs(pid) && (!now || now === identity)
}

/** The process a file records, or null when it is unreadable or half written. */
async function readRecord(file: string): Promise<Recorded | null> {
  const record = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, unknown> | null)
    .catch(() => null)
  const pid = record?.pid
  return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? { ...record, pid } : null
}

/**
 * Takes the lock for this process, clearing a stale one; throws, naming it, when a running
 * build holds it. Returns the function that gives it back (only while it is still ours).
 */
export async function takeBuildLock(
  root = process.cwd(),
  say: (line: string) => void = console.warn,
): Promise<() => void> {
  const file = lockFile(root)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const mine = {
    pid: process.pid,
    started: new Date().toISOString(),
    identity: processIdentity(process.pid),
  }
  const written = `${file}.${process.pid}.tmp`
  await fs.writeFile(written, JSON.stringify(mine))
  try {
    for (;;) {
      try {
        await fs.link(written, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = await readRecord(file)
      if (holder && stillRuns(holder))
        throw new Error(
          `another build (process ${holder.pid}, started ${String(holder.started)}) is running in this checkout; wait for it to finish, or stop that process, then build again.`,
        )
      await fs.rm(file, { force: true })
      const of = holder ? ` of process ${holder.pid} (started ${String(holder.started)})` : ''
      say(`Build: cleared a stale lock${of}, which is no longer running.`)
    }
  } finally {
    await fs.rm(written, { force: true })
  }
  await stopOrphanedStep(root, say)
  held = file
  return () => {
    // Synchronous, so it runs on exit too; only while the lock still names this process.
    if (held === file) held = null
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Recorded).pid !== mine.pid) return
      unlinkSync(file)
      unlinkSync(stepFile(root))
    } catch {
      // Already gone: nothing to give back.
    }
  }
}

/**
 * Records the step process a build has just started, the leader of its own process group. A
 * step run without the lock (`next dev`, after `npm run dev` gives it back) is no build's, and
 * the next build must leave it running.
 */
export async function recordStep(name: string, pid: number, root = process.cwd()): Promise<void> {
  if (held !== lockFile(root)) return
  await writeWhole(stepFile(root), JSON.stringify({ name, pid, identity: processIdentity(pid) }))
}

/**
 * With the lock held, no build runs: a recorded step whose group still runs was left by a build
 * killed outright (a `next build` and its workers), and is stopped and waited for before this
 * build writes anything. Linux gives no process a living group's id, and a leader given the id
 * since has another identity: no other process is ever signalled.
 */
async function stopOrphanedStep(root: string, say: (line: string) => void): Promise<void> {
  // None recorded, or half written by a build killed as it wrote it: nothing to stop.
  const step = await readRecord(stepFile(root))
  await fs.rm(stepFile(root), { force: true })
  if (!step || step.pid <= 1 || !runs(-step.pid)) return
  const { pid } = step
  const leader = processIdentity(pid)
  if (leader && typeof step.identity === 'string' && leader !== step.identity) return
  await stopGroup(pid, 'SIGTERM')
  say(
    `Build: stopped the step "${String(step.name)}" (process ${pid}) that a killed build left running.`,
  )
}

/**
 * For a script that writes what a build reads (the build, `npm run dev`, `npm run snapshot`):
 * takes the lock, or stops with one line naming the build that holds it (or what failed). The
 * lock is given back on exit, or earlier through the function returned.
 */
export async function holdCheckout(script: string): Promise<() => void> {
  try {
    const release = await takeBuildLock()
    process.on('exit', release)
    return release
  } catch (error) {
    console.error(`✖ ${script}: ${(error as Error).message}`)
    process.exit(1)
  }
}
