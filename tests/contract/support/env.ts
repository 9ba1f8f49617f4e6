import { forgetSnapshots } from '@/lib/content/source'

const managed = [
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_HOST',
  'SANITY_API_READ_TOKEN',
  'SANITY_TIMEOUT_MS',
] as const

/** Runs with exactly these Sanity variables set (none: the embedded source), then restores them. */
export async function withSanityEnv<T>(
  vars: Partial<Record<(typeof managed)[number], string>>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(managed.map((name) => [name, process.env[name]]))
  for (const name of managed) delete process.env[name]
  Object.assign(process.env, vars)
  // Each run is a build of its own: nothing read under other variables or earlier is reused.
  forgetSnapshots()
  try {
    return await run()
  } finally {
    forgetSnapshots()
    for (const name of managed)
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
  }
}
