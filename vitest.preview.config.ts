import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The editors' preview server against the stand-in of the Sanity API: run after `npm run preview:build`. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/preview/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own preview server on a free port and mostly waits on it.
    maxWorkers: availableParallelism(),
  },
})
