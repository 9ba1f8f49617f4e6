import path from 'node:path'

/** The one folder a build keeps between runs; the deploy workflow persists it. */
export const cacheDir = () => path.resolve(process.env.BUILD_CACHE_DIR || '.cache/build')
