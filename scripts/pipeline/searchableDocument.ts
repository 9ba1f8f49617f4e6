/**
 * The part of an article page the index reads (the element marked data-pagefind-body), in a
 * document of its own: Pagefind gets a tenth of the page to parse, and indexes the same.
 */
export function searchableDocument(html: string, url: string): string {
  const mark = html.indexOf('data-pagefind-body')
  const start = html.lastIndexOf('<article', mark)
  if (mark < 0 || start < 0) throw new Error(`${url} has no element marked data-pagefind-body.`)
  let depth = 0
  const tags = /<(\/?)article\b[^>]*>/g
  tags.lastIndex = start
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0)
      return `<!DOCTYPE html><html lang="en"><head></head><body>${html.slice(start, tags.lastIndex)}</body></html>`
  }
  throw new Error(`${url}: the element marked data-pagefind-body never closes.`)
}
