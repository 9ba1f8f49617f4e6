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
          // One module graph and process per worker: each file re-importing Sanity's Studio took
          // half the run (57 s to 30 s). So files mock no module and change the environment only
          // with vi.stubEnv, undone after each file (tests/restoreEnv.ts); run with
          // `--sequence.shuffle.files` to check that no file leans on another's leftovers.
          isolate: false,
          testTimeout: 30_000,
          // Set-up that starts the stand-in of the Sanity API and seeds it.
          hookTimeout: 60_000,
          globalSetup: ['tests/seededOnce.ts'],
          setupFiles: ['tests/restoreEnv.ts'],
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
