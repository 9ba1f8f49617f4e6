import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { filesUnder } from '@/scripts/pipeline/htmlFiles'

/**
 * The hash of all but the content that shapes a page. Over-counting costs a full build, and
 * under-counting would reuse a page other code made, so whole folders are taken, and Node.
 */

const folders = ['app', 'lib', 'schemas', 'scripts', 'public', 'types']
const rootFiles = ['package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']
/** Made from content, and named by its hash or its page's slug wherever a page points to it. */
const contentDerived = ['public/media', 'public/og']

export async function codeHash(): Promise<string> {
  const hash = createHash('sha256').update(process.version)
  const files = [
    ...rootFiles,
    ...(await Promise.all(folders.map((folder) => filesUnder(folder)))).flat(),
  ]
    .filter((file) => !contentDerived.some((derived) => file.startsWith(`${derived}/`)))
    .sort()
  for (const file of files) {
    hash.update(`\0${file}\0`)
    hash.update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 20)
}
