/**
 * The Studio's project and dataset. Vite exposes only SANITY_STUDIO_* variables to the Studio
 * bundle; without them the Studio still builds, for schema checks, and `npm run studio` shows
 * what to set instead of the Studio (sanity.cli.ts).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim() || 'unconfigured'
export const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'unconfigured'

/** Where the preview server runs (`npm run preview`); Presentation opens it beside the document. */
export const previewUrl = (
  process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3100'
).replace(/\/+$/, '')
