import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // One way to name a module, so a file's imports read the same wherever it sits.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.', message: 'Import through `@/` (the project root).' }] },
      ],
    },
  },
  {
    // Loaded by next.config.ts, whose loader cannot follow `@/` in the modules it imports
    // (vercel/next.js#74140).
    files: ['next.config.ts', 'lib/pagePlan/pagePlan.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Beside eslint-config-next's own (.next/, out/, next-env.d.ts).
  globalIgnores([
    '.next-preview/**',
    '.next-dev/**',
    '.cache/**',
    'studio/dist/**',
    'public/media/**',
    'lib/content/sanity.types.ts',
    'test-results/**',
    'playwright-report/**',
    '.wrangler/**',
    '.sanity/**',
  ]),
])
