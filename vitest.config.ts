import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The Vitest layers, each an npm script: `vitest run --project <name>`. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // Vitest leaves a core free by default; these files mostly wait on local servers and child
    // processes, so one per core halves the run on a 2-core machine (66 s to 40 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          // Set-up that starts the stand-in of the Sanity API and seeds it.
          hookTimeout: 60_000,
          globalSetup: ['tests/seededOnce.ts'],
        },
      },
      // Tests that start the project's own commands (dev server, install, start scripts, the
      // build's lock, the Sanity CLI): slower, and apart so the unit tests stay quick.
      {
        extends: true,
        test: { name: 'processes', include: ['tests/processes/*.test.ts'], testTimeout: 120_000 },
      },
      // The editors' preview server against the stand-in: run after `npm run preview:build`.
      {
        extends: true,
        test: {
          name: 'preview',
          include: ['tests/preview/**/*.test.ts'],
          globalSetup: ['tests/seededOnce.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Checks over the built site in out/: run after `npm run build`.
      {
        extends: true,
        test: { name: 'built', include: ['tests/builtSite/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
})
