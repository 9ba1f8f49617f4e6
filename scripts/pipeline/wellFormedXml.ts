import { SaxesParser } from 'saxes'

/**
 * Why a text is not well-formed XML (the first error, with its line), or null when it is. A
 * feed or sitemap a reader's app cannot parse is a broken site, even when every page renders.
 */
export function xmlError(text: string): string | null {
  const parser = new SaxesParser()
  let first: string | null = null
  parser.on('error', (error) => {
    first ??= error.message
  })
  try {
    parser.write(text).close()
  } catch (error) {
    first ??= (error as Error).message
  }
  return first
}
