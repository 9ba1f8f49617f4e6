import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'
import { articlesDir } from '@/seed/content'

/**
 * `tsc` checks an article module's shape against seed/content/types.ts through the type its
 * exports declare; this makes the check hold for every module in the folder, declared or not,
 * as the seed loads them all: each must be an ArticleModule to the compiler.
 */
async function shapeErrors(...dirs: string[]): Promise<string[]> {
  const files = (
    await Promise.all(
      dirs.map(async (dir) =>
        (await readdir(dir))
          .filter((file) => file.endsWith('.ts'))
          .map((file) => path.join(dir, file)),
      ),
    )
  ).flat()
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve('tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!
  const check = path.resolve('seed/content/moduleShapes.check.ts')
  const source = [
    "import type { ArticleModule } from '@/seed/content/types'",
    ...files.map(
      (file, i) =>
        `import * as module${i} from '${file.slice(0, -3)}'\nmodule${i} satisfies ArticleModule`,
    ),
  ].join('\n')
  const host = ts.createCompilerHost(config.options)
  const readFile = host.readFile.bind(host)
  host.readFile = (file) => (path.resolve(file) === check ? source : readFile(file))
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (file) => path.resolve(file) === check || fileExists(file)
  const program = ts.createProgram([check], { ...config.options, noEmit: true }, host)
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

// One compiler run for both: each takes seconds.
it('every article module the seed loads is an ArticleModule, and one wrongly shaped is named, though it declares no type', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'articles-'))
  await writeFile(
    path.join(dir, 'wrong.ts'),
    "export const article = { slug: 'wrong', headline: 42 }\nexport const summaries = []\n",
  )
  const errors = await shapeErrors(articlesDir, dir)
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(/headline/)
}, 60_000)
