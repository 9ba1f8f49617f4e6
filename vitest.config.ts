import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest leaves a core free by default; these files mostly wait on local servers and child
    // processes, so one per core halves the run on a 2-core machine (66 s to 40 s).
    maxWorkers: availableParallelism(),
  },
})
