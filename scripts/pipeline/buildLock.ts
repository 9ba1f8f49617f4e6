import { readFileSync, unlinkSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'

/**
 * One build at a time in a checkout: two would share the snapshot, the page plan, the page cache
 * and out/. A build holds `.cache/build.lock`, made with O_EXCL and naming its process; a second
X: it is cleared, said in one line, and the build goes on. The lock is written whole
 * beside its place and hard-linked there (link fails when the name exists), so no build ever
 * reads a half-written one. None of the kept libraries locks a file, and this needs only a
 * link, a process check and a rename.
 */

export const lockFile = (root = process.cwd()) => path.join(root, '.cache', 'build.lock')
/** The step a build runs now, as its process group: what the build would leave if killed outright. */
const stepFile = (root: string) => `${lockFile(root)}.step`

export interface LockHolder {
  pid: number
  started: string
  /** Which process that id was (boot and start tick, where /proc says): ids are reused. */
  identity?: string | null
}

/** A build is already running: the one line the second build stops with. */
export class BuildLocked extends Error {
  constructor(readonly holder: LockHolder) {
    super(
      `another build (process ${holder.pid}, started ${holder.started}) is running in this checkout; wait for it to finish, or stop that process, then build again.`,
    )
    this.name = 'BuildLocked'
  }
}

/**
 * A process as the kernel knows it: the boot and the tick it started at (Linux's /proc), so that
 * a lock of a killed build is not taken for a later process given the same id. Null elsewhere.
 */
export function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command's name, which may hold spaces, start at the third; the 22nd
    // is the start time.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    return started ? `${boot}/${started}` : null
  } catch {
    return null
  }
}

/** Whether the lock's process runs: signal 0 checks without sending anything (EPERM: it runs, as another user). */
function isRunning(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = holder.identity ? processIdentity(holder.pid) : null
  return !now || now === holder.identity
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<LockHolder>
    return typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0
      ? {
          pid: holder.pid,
          started: String(holder.started),
          identity: typeof holder.identity === 'string' ? holder.identity : null,
        }
      : null
  } catch {
    // Unreadable or half written (a build killed as it wrote it): nobody holds it.
    return null
  }
}

/**
 * Takes the lock for this process, clearing a stale one; throws BuildLocked when a running
 * build holds it. Returns the function that gives it back (only while it is still ours).
 */
export async function takeBuildLock(
  root = process.cwd(),
  say: (line: string) => void = console.warn,
): Promise<() => void> {
  const file = lockFile(root)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const mine: LockHolder = {
    pid: process.pid,
    started: new Date().toISOString(),
    identity: processIdentity(process.pid),
  }
  const written = `${file}.${process.pid}.tmp`
  await fs.writeFile(written, JSON.stringify(mine))
  for (;;) {
    try {
      await fs.link(written, file)
      await fs.rm(written, { force: true })
      await stopOrphanedStep(root, say)
      return () => releaseBuildLock(file, mine.pid)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        await fs.rm(written, { force: true })
        throw error
      }
    }
    const holder = await readHolder(file)
    if (holder && isRunning(holder)) {
      await fs.rm(written, { force: true })
      throw new BuildLocked(holder)
    }
    // Stale. It is moved aside under a name of our own before it goes, so that of two builds
    // clearing it at once, neither removes a lock the other has just taken.
    const aside = `${file}.${process.pid}.stale`
    try {
      await fs.rename(file, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const moved = await readHolder(aside)
    if (moved && holder && moved.pid !== holder.pid && isRunning(moved)) {
      // Another build took the lock between our read and our rename: it is put back, and held.
      await fs.link(aside, file).catch(() => undefined)
      await fs.rm(aside, { force: true })
      await fs.rm(written, { force: true })
      throw new BuildLocked(moved)
    }
    await fs.rm(aside, { force: true })
    say(
      holder
        ? `Build: cleared a stale lock of process ${holder.pid} (started ${holder.started}), which is no longer running.`
        : `Build: cleared an unreadable lock (${path.relative(root, file)}) that no running build holds.`,
    )
  }
}

/**
 * Records the step process a build has just started, the leader of its own process group
 * (scripts/pipeline/runSteps.ts): a build killed outright cannot stop it, so the next build does.
 */
export async function recordStep(name: string, pid: number, root = process.cwd()): Promise<void> {
  const written = `${stepFile(root)}.${process.pid}.tmp`
  await fs.mkdir(path.dirname(written), { recursive: true })
  await fs.writeFile(written, JSON.stringify({ name, pid, identity: processIdentity(pid) }))
  await fs.rename(written, stepFile(root))
}

/** Whether any process of the group runs (EPERM: it does, as another user). */
function groupRuns(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * With the lock held, no build runs: a recorded step whose process group still runs was left by
 * a build killed outright (a `next build` and its workers). It is stopped, and waited for, before
 * this build writes anything. Linux gives no process a group's id while that group lives, and a
 * leader given the id since has another identity: no other process is ever signalled.
 */
async function stopOrphanedStep(root: string, say: (line: string) => void): Promise<void> {
  let step: { name?: unknown; pid?: unknown; identity?: unknown }
  try {
    step = JSON.parse(await fs.readFile(stepFile(root), 'utf8')) as typeof step
  } catch {
    return // None recorded, or half written by a build killed as it wrote it.
  }
  await fs.rm(stepFile(root), { force: true })
  const { pid } = step
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 1 || !groupRuns(pid)) return
  const leader = processIdentity(pid)
  if (leader && typeof step.identity === 'string' && leader !== step.identity) return
  process.kill(-pid, 'SIGTERM')
  for (let waited = 0; groupRuns(pid) && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100))
  if (groupRuns(pid)) process.kill(-pid, 'SIGKILL')
  say(
    `Build: stopped the step "${String(step.name)}" (process ${pid}) that a killed build left running.`,
  )
}

/** Removes the lock if it still names this process; synchronous, so it runs on exit too. */
function releaseBuildLock(file: string, pid: number): void {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    if (holder.pid !== pid) return
    unlinkSync(file)
    unlinkSync(`${file}.step`)
  } catch {
    // Already gone: nothing to give back.
  }
}

/**
 * For a script that writes what a build reads (the build, `npm run dev`, `npm run snapshot`):
 * takes the lock, or stops with one line naming the build that holds it. The lock is given back
 * on exit, or earlier through the function returned.
 */
export async function holdCheckout(script: string): Promise<() => void> {
  try {
    const release = await takeBuildLock()
    process.on('exit', release)
    return release
  } catch (error) {
    if (!(error instanceof BuildLocked)) throw error
    console.error(`✖ ${script}: ${error.message}`)
    process.exit(1)
  }
}
