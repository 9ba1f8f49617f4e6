import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { filesEnding } from '@/scripts/pipeline/htmlFiles'
import { xmlError } from '@/scripts/pipeline/wellFormedXml'

/**
 * After `next build`: every XML file the build wrote (the sitemap and every feed) must parse.
 * It is the only check a static host runs, so a broken one stops the build here, named.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const files = await filesEnding(outDir, '.xml')
const problems: string[] = []
for (const file of files) {
  const error = xmlError(await readFile(file, 'utf8'))
  if (error) problems.push(`/${path.relative(outDir, file)}: ${error.slice(0, 200)}`)
}
if (files.length === 0) problems.push('no XML file at all: the sitemap and the feeds are missing')
if (problems.length > 0) {
  console.error(`✖ XML: ${problems.length} file(s) are not well-formed XML; nothing to deploy:`)
  for (const problem of problems) console.error(`  ✖ ${problem}`)
  process.exit(1)
}
console.log(`XML: ${files.length} files well-formed (sitemap and feeds).`)
