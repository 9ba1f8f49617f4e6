import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-preview/**',
    '.next-dev/**',
    '.cache/**',
    'out/**',
    'studio/dist/**',
    'public/media/**',
    'next-env.d.ts',
    'lib/content/sanity.types.ts',
    'test-results/**',
    'playwright-report/**',
    '.wrangler/**',
  ]),
])
