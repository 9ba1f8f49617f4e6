import { startContentLake } from '@/tests/contract/server/contentLake'

/**
 * Runs the stand-in on its own, to try the import and a hosted build by hand:
 *   tsx tests/contract/server/run.ts   (then use the printed variables; Ctrl-C stops it)
 */
const lake = await startContentLake()
console.log(
  Object.entries(lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }))
    .map(([name, value]) => `export ${name}=${value}`)
    .join('\n'),
)
process.on('SIGINT', () => void lake.close().then(() => process.exit(0)))
process.on('SIGTERM', () => void lake.close().then(() => process.exit(0)))
