import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DatasetDocument } from '@/lib/content/embeddedDataset'
import { importCommand } from '@/seed/import/command'
import { startContentLake } from './server/contentLake'

/**
 * The whole path, end to end: builds the site in a scratch copy of the project from the
 * embedded dataset, then imports the seed into the local stand-in of the Sanity API and builds
 * again from it, and checks every page says the same. Last, a build whose token is refused
 * must fail and leave no out/. About a minute, so it is its own script: `npm run test:hosted-build`.
 */

const root = path.resolve(import.meta.dirname, '../..')
const started = performance.now()
const sanityVariables = Object.keys(process.env).filter((name) => name.startsWith('SANITY_'))

function log(line: string) {
  process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`)
}

/**
 * Runs an npm script in the copy; returns its exit code and output. Asynchronous, as the
 * stand-in answering the build runs in this very process.
 */
function npm(cwd: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !sanityVariables.includes(name)),
  )
  // Next's types make NODE_ENV required; npm sets it for the scripts that need it.
  const childEnv = { ...clean, ...env } as NodeJS.ProcessEnv
  return new Promise<{ status: number; output: string }>((resolve) => {
    const child = spawn('npm', args, { cwd, env: childEnv })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ status: code ?? 1, output }))
  })
}

function must(step: string, result: { status: number; output: string }) {
  if (result.status !== 0) throw new Error(`${step} failed:\n${result.output.slice(-3000)}`)
}

/** The project's files as git sees them, and node_modules as hard links (fast, no extra space). */
async function scratchCopy(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'hosted-build-'))
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (file) => file && !file.startsWith('node_modules/') && existsSync(path.join(root, file)),
    )
  for (const file of files) await cp(path.join(root, file), path.join(copy, file))
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')])
  } catch {
    await cp(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    })
  }
  return copy
}

async function pages(dir: string, base = dir): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await pages(full, base)))
    else if (/\.(html|xml)$/.test(entry.name)) found.push(path.relative(base, full))
  }
  return found.sort()
}

/**
 * What a reader and a crawler get from a page, without what legitimately differs between two
 * builds: the client payload scripts (chunked by timing) and the script hashes that follow them,
 * the position of Next's font meta tag, and when a document was last modified.
 */
function comparable(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
    .replace(/<meta name="next-size-adjust" content=""\/>/g, '')
    .replace(/(<lastmod>|"dateModified":"|article:modified_time" content=")[^<"]+/g, '$1…')
}

async function comparePages(embedded: string, hosted: string): Promise<string[]> {
  const [expected, actual] = [await pages(embedded), await pages(hosted)]
  if (expected.join() !== actual.join())
    return [`different pages: ${expected.length} embedded, ${actual.length} hosted`]
  const differing: string[] = []
  for (const page of expected) {
    const [a, b] = await Promise.all(
      [embedded, hosted].map(async (dir) =>
        comparable(await readFile(path.join(dir, page), 'utf8')),
      ),
    )
    if (a !== b) differing.push(page)
  }
  return differing
}

const copy = await scratchCopy()
const lake = await startContentLake()
let failed = false
try {
  log(`Scratch copy in ${copy}; building from the embedded dataset…`)
  must('npm run seed', await npm(copy, ['run', '--silent', 'seed']))
  must('the embedded build', await npm(copy, ['run', 'build']))
  await rename(path.join(copy, 'out'), path.join(copy, 'out-embedded'))
  await rm(path.join(copy, 'public/media'), { recursive: true, force: true })

  log('Importing the seed into the stand-in…')
  const documents = (await readFile(path.join(copy, 'seed/dataset.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DatasetDocument)
  const imported = await importCommand({
    documents,
    baseDir: path.join(copy, 'seed'),
    env: lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }),
    log: () => {},
  })
  if (imported !== 0) throw new Error('the import into the stand-in failed')

  log('Building from the stand-in…')
  must('the hosted build', await npm(copy, ['run', 'build'], lake.env()))
  const downloads = lake.requests.filter((request) => request.endpoint === 'images').length
  const differing = await comparePages(path.join(copy, 'out-embedded'), path.join(copy, 'out'))
  if (differing.length > 0) {
    failed = true
    log(`✖ ${differing.length} page(s) differ: ${differing.slice(0, 10).join(', ')}`)
  } else log(`✓ Every page is the same from both sources (${downloads} images downloaded).`)

  log('Building with a refused token…')
  await rm(path.join(copy, 'out'), { recursive: true, force: true })
  await rm(path.join(copy, 'public/media'), { recursive: true, force: true })
  const refused = await npm(copy, ['run', 'build'], lake.env({ SANITY_API_READ_TOKEN: 'revoked' }))
  if (refused.status === 0 || existsSync(path.join(copy, 'out'))) {
    failed = true
    log('✖ A build with a refused token went on, or left an out/ folder.')
  } else if (!refused.output.includes('SANITY_API_READ_TOKEN')) {
    failed = true
    log(`✖ The failed build did not name SANITY_API_READ_TOKEN:\n${refused.output.slice(-2000)}`)
  } else log('✓ A refused token stops the build, names SANITY_API_READ_TOKEN, and ships nothing.')
} catch (error) {
  failed = true
  log(`✖ ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await lake.close()
  if (!failed) await rm(copy, { recursive: true, force: true })
  else log(`The scratch copy stays in ${copy} for a look.`)
}
process.exit(failed ? 1 : 0)
