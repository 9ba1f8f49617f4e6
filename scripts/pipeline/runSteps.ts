import { spawn, type ChildProcess } from 'node:child_process'
import { snapshotVariable } from '@/lib/content/snapshot'
import { recordStep } from '@/scripts/pipeline/buildLock'

/**
 * Runs a build's steps one after another, each its own process (memory is given back between
 * them), and stops at the first that fails. Every step gets the snapshot's folder; only the
 * snapshot step gets the Sanity variables, so no later step can ask Sanity for anything.
 */

export type Step = { name: string } & (
  | {
      command: string
      args?: string[]
      env?: Record<string, string>
      /** The one step that reads the hosted dataset: it keeps the SANITY_* variables. */
      readsSanity?: boolean
    }
  /** A small step of the build's own, in its process. */
  | { run: () => Promise<void> }
)
type CommandStep = Extract<Step, { command: string }>

/** Sanity's settings and tokens. */
const sanityVariable = (name: string) => name.startsWith('SANITY_')

export function stepEnv(step: CommandStep, snapshotDir: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => step.readsSanity || !sanityVariable(name),
  )
  const env: Record<string, string | undefined> = {
    ...Object.fromEntries(inherited),
    NEXT_TELEMETRY_DISABLED: '1',
    // The switch Sanity's CLI reads (it ignores SANITY_TELEMETRY_DISABLED).
    DO_NOT_TRACK: '1',
    ...step.env,
    [snapshotVariable]: snapshotDir,
  }
  // Next's types make NODE_ENV required; each tool sets its own when the environment has none.
  return env as NodeJS.ProcessEnv
}

/** The step process running now, if any: a build told to stop stops it first. */
let running: ChildProcess | null = null

/**
 * Stops the running step's process, if any, and waits for it to end (killed outright after ten
 * seconds): a build that stops leaves no step writing behind it, and its lock goes only then.
 */
export async function stopRunningStep(signal: NodeJS.Signals): Promise<void> {
  const child = running
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const ended = new Promise((resolve) => child.once('close', resolve))
  // The step's whole process group: `next build` and the workers it started.
  const stop = (how: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, how)
    } catch {
      // Already gone.
    }
  }
  stop(signal)
  const timer = setTimeout(() => stop('SIGKILL'), 10_000)
  await ended
  clearTimeout(timer)
}

async function run(step: Step, snapshotDir: string): Promise<number> {
  if ('run' in step)
    return step.run().then(
      () => 0,
      (error: unknown) => {
        console.error(`✖ ${step.name}: ${error instanceof Error ? error.message : String(error)}`)
        return 1
      },
    )
  const child = spawn(step.command, step.args ?? [], {
    stdio: 'inherit',
    env: stepEnv(step, snapshotDir),
    // Its own process group, recorded by the lock, so that a build killed outright (SIGKILL)
    // leaves nothing the next build cannot find and stop (scripts/pipeline/buildLock.ts).
    detached: true,
  })
  running = child
  const ended = new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`✖ ${step.name}: could not start ${step.command} (${error.message}).`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
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
    if ((await run(step, snapshotDir)) !== 0) return { failed: step.name }
    seconds.push([step.name, (performance.now() - started) / 1000])
  }
  return { seconds }
}
