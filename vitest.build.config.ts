import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** Checks over the built site in out/: run after `npm run build`. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/builtSite/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
