import { afterAll, vi } from 'vitest'

/** Files share a process (the unit project runs without isolation): none leaves its variables set. */
afterAll(() => {
  vi.unstubAllEnvs()
})
