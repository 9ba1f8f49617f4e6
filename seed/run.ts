import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from './content'
import { corpusExpectations } from './content/expectations'
import { runSeed } from './lib/runSeed'

const seedDir = path.dirname(fileURLToPath(import.meta.url))

const exitCode = await runSeed({
  content: await loadContent(),
  outFile: path.join(seedDir, 'dataset.ndjson'),
  expectations: corpusExpectations,
  log: (line) => process.stderr.write(`${line}\n`),
})
process.exit(exitCode)
