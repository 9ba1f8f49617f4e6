import { spawn, type ChildProcess } from 'node:child_process'
import { snapshotVariable } from '@/lib/content/snapshot'
import { recordStep, stopGroup } from '@/scripts/pipeline/buildLock'

/**
 * Runs a build's steps in order and stops at the first that fails. A step that reads the
 * content runs as its own process (its memory goes with it) and is handed the snapshot; only
 * the snapshot step keeps the SANITY_* variables, so no later step can ask Sanity anything.
 */
export type Step = { name: string } & (
  | { command: string; args?: string[]; env?: Record<string, string>; readsSanity?: boolean }
  /** A step of the build's own, in its process: it throws an Error saying what to do. */
  | { run: () => Promise<void> }
)

/** The step process running now, if any: a build told to stop stops it first. */
let running: ChildProcess | null = null

/** Stops the running step's process group and waits for it (stopGroup). */
export async function stopRunningStep(signal: NodeJS.Signals): Promise<void> {
  if (running?.pid && running.exitCode === null && running.signalCode === null)
    await stopGroup(running.pid, signal)
}

async function run(step: Step, snapshotDir: string): Promise<boolean> {
  const failed = (why: string) => {
    console.error(`✖ ${step.name}: ${why}`)
    return false
  }
  if ('run' in step)
    return step.run().then(
      () => true,
      (error: unknown) => failed(error instanceof Error ? error.message : String(error)),
    )
  const env: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => step.readsSanity || !name.startsWith('SANITY_'),
      ),
    ),
    NEXT_TELEMETRY_DISABLED: '1',
    // The switch Sanity's CLI reads (it ignores SANITY_TELEMETRY_DISABLED).
    DO_NOT_TRACK: '1',
    ...step.env,
    [snapshotVariable]: snapshotDir,
  }
  const child = spawn(step.command, step.args ?? [], {
    stdio: 'inherit',
    // Next's types make NODE_ENV required; each tool sets its own when the environment has none.
    env: env as NodeJS.ProcessEnv,
    // Its own process group, recorded beside the lock, so that the next build can stop what a
    // build killed outright (SIGKILL) left running (scripts/pipeline/buildLock.ts).
    detached: true,
  })
  running = child
  const ended = new Promise<boolean>((resolve) => {
    child.on('error', (error) =>
      resolve(failed(`could not start ${step.command} (${error.message}).`)),
    )
    child.on('close', (code) => resolve(code === 0))
  })
  if (child.pid) await recordStep(step.name, child.pid)
  return ended
}

/** The steps' times in seconds, or the name of the step that failed. */
export async function runSteps(
  steps: readonly Step[],
  snapshotDir: string,
): Promise<{ failed: string } | { seconds: [string, number][] }> {
  const seconds: [string, number][] = []
  for (const step of steps) {
    const started = performance.now()
    if (!(await run(step, snapshotDir))) return { failed: step.name }
    seconds.push([step.name, (performance.now() - started) / 1000])
  }
  return { seconds }
}
