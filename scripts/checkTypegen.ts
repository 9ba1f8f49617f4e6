import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

/** Fails when the committed schema extract or query types differ from what the schema and queries generate. */

const generated = ['lib/content/schema.json', 'lib/content/sanity.types.ts']
const before = generated.map((file) => readFileSync(file, 'utf8'))
execFileSync('npm', ['run', '--silent', 'typegen'], { stdio: ['ignore', 'ignore', 'inherit'] })
const stale = generated.filter((file, index) => readFileSync(file, 'utf8') !== before[index])
if (stale.length > 0) {
  // Put the committed files back: this is a check, not a regeneration.
  generated.forEach((file, index) => writeFileSync(file, before[index]!))
  console.error(
    `Stale generated types: ${stale.join(', ')}. Run \`npm run typegen\` and commit the result.`,
  )
  process.exit(1)
}
console.log('Generated schema and query types are up to date.')
