import { availableParallelism } from 'node:os'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
// Relative, and these modules import nothing of ours: Next's loader of this file mistakes `@/`
// paths for ones relative to each module (vercel/next.js#74140).
import { activePlan } from './lib/pagePlan/pagePlan'
import { previewServer } from './lib/content/mode'

/**
 * One app, two outputs. By default a static export: what readers get. With SITE_PREVIEW=1 a Node
 * server for editors (`npm run preview`) that renders drafts on request.
 * - Files named `*.preview.ts(x)` (Draft Mode, the preview proxy, its check at start) exist
 *   only in the server; routes named `*.static.ts(x)` (feeds, statically listed pages) only in
 *   the export.
 * - Two modules have a static stand-in that the server swaps for its live version: the editor
 *   tools and the drafts query. Nothing of Draft Mode or visual editing reaches `out/`.
 */
const outputExtension = previewServer ? 'preview' : 'static'

const nextConfig: NextConfig = {
  // With a static export, distDir names the folder the site is written to (Next's documented
  // meaning under `output: 'export'`): npm run build writes a new site beside out/ and swaps it in
  // only when every step has passed, so a refused build leaves the last good out/ as it was.
  ...(previewServer
    ? { distDir: '.next-preview' }
    : { output: 'export', distDir: process.env.SITE_EXPORT_DIR || 'out' }),
  pageExtensions: ['tsx', 'ts', `${outputExtension}.tsx`, `${outputExtension}.ts`],
  env: { SITE_PREVIEW: previewServer ? '1' : '' },
  turbopack: previewServer
    ? {
        resolveAlias: {
          '@/app/_preview/EditorTools': './app/_preview/LiveEditorTools.tsx',
          '@/lib/content/preview/query': './lib/content/preview/live.ts',
        },
      }
    : {},
  images: { unoptimized: true },
  poweredByHeader: false,
  // The code's hash: pages reused from the last build (lib/pagePlan/pagePlan.ts) name the same build.
  generateBuildId: () => activePlan()?.buildId ?? null,
  experimental: {
    // The stylesheet (about 40 KB) inlined costs no render-blocking request; linked, it lowered
    // the largest paint but not the first on every page (docs/PERFORMANCE.md).
    inlineCss: true,
    // Pages are rendered on every core (Next leaves one idle by default): at thousands of
    // articles this halves a rebuild on a 2-core machine.
    cpus: availableParallelism(),
  },
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

/**
 * `next dev` writes into a folder of its own: in out/ it mixed its files with the built site, and
 * Next adds its folder's type globs to tsconfig.json, whose list already names `.next-dev`.
 */
const devDir = '.next-dev'

export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER && !previewServer
    ? { ...nextConfig, distDir: devDir }
    : nextConfig
}
