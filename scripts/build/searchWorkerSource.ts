import { readFile } from 'node:fs/promises'
import ts from 'typescript'

/**
 * The search worker's module as browsers load it: app/search/searchWorker.ts with its types
 * stripped. It is one file that imports nothing at run time (Pagefind's script it loads itself),
 * so no bundler is needed; a static import left in it would fail in the browser, so it fails here.
 */

const workerSource = 'app/search/searchWorker.ts'

export async function searchWorkerSource(file = workerSource): Promise<string> {
  const { outputText, diagnostics = [] } = ts.transpileModule(await readFile(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    reportDiagnostics: true,
    fileName: file,
  })
  if (diagnostics.length)
    throw new Error(
      `${file} did not transpile: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`,
    )
  const staticImport = /^\s*(?:(?:import|export)\b[^(\n]*\bfrom\s*['"].*|import\s*['"].*)$/m.exec(
    outputText,
  )
  if (staticImport)
    throw new Error(
      `${file} imports at run time ("${staticImport[0].trim()}"); the worker is served as one file, so import types only.`,
    )
  return outputText
}
