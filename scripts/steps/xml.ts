import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SaxesParser } from 'saxes'
import { filesUnder, listed } from '@/scripts/pipeline/htmlFiles'

/** Why a text is not well-formed XML (the first error, with its line), or null when it is. */
export function xmlError(text: string): string | null {
  try {
    // Without an error handler, saxes throws its first error.
    new SaxesParser().write(text).close()
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/**
 * Every XML file the build wrote (the sitemap, the feeds) must parse: a feed a reader's app
 * cannot parse is a broken site, and a static host runs no such check before serving it.
 */
export async function checkXml(siteDir: string): Promise<void> {
  const files = (await filesUnder(siteDir)).filter((file) => file.endsWith('.xml'))
  const problems: string[] = []
  for (const file of files) {
    const error = xmlError(await readFile(file, 'utf8'))
    if (error) problems.push(`/${path.relative(siteDir, file)}: ${error.slice(0, 200)}`)
  }
  if (files.length === 0) problems.push('no XML file at all: the sitemap and the feeds are missing')
  if (problems.length > 0)
    throw new Error(`${problems.length} file(s) are not well-formed XML:${listed(problems)}`)
  console.log(`XML: ${files.length} files well-formed (sitemap and feeds).`)
}
