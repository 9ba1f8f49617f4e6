import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Fails when the committed schema extract or query types differ from what the schema and queries
 * generate. It generates into a folder of its own, leaving the committed files as they are.
 */

// Inside the project: the CLI reads an output path as relative to it, even one that starts with /.
mkdirSync('.cache', { recursive: true })
const generatedDir = path.relative('.', mkdtempSync('.cache/typegen-'))
const generated = ['schema.json', 'sanity.types.ts']
const env = { ...process.env, DO_NOT_TRACK: '1', TYPEGEN_DIR: generatedDir }
const sanity = (...args: string[]) =>
  execFileSync('npx', ['sanity', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] })
try {
  sanity('schema', 'extract', '--enforce-required-fields', '--path', `${generatedDir}/schema.json`)
  sanity('typegen', 'generate')
} catch {
  rmSync(generatedDir, { recursive: true, force: true })
  console.error('✖ typegen:check: the Sanity CLI failed on the lines above; fix what it names.')
  process.exit(1)
}
// The types name the schema file they came from: read as if generated in place.
const stale = generated.filter(
  (file) =>
    readFileSync(path.join('lib/content', file), 'utf8') !==
    readFileSync(path.join(generatedDir, file), 'utf8').replaceAll(generatedDir, 'lib/content'),
)
rmSync(generatedDir, { recursive: true })
if (stale.length > 0) {
  console.error(
    `Stale generated types: ${stale.map((file) => `lib/content/${file}`).join(', ')}. Run \`npm run typegen\` and commit the result.`,
  )
  process.exit(1)
}
console.log('Generated schema and query types are up to date.')
