import { describe, expect, it } from 'vitest'
import { searchableDocument } from '@/scripts/pipeline/searchableDocument'

const page = (article: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title><style>.a{}</style></head><body><header>Site</header>${article}<section><article>Read more</article></section></body></html>`

describe('the document the search index reads of a page', () => {
  it('is the element marked data-pagefind-body, whole, and nothing else of the page', () => {
    const doc = searchableDocument(
      page('<article class="x" data-pagefind-body><h1>Headline</h1><p>Body</p></article>'),
      '/article/a',
    )
    expect(doc).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><article class="x" data-pagefind-body><h1>Headline</h1><p>Body</p></article></body></html>',
    )
  })

  it('keeps an article nested inside the marked one', () => {
    const doc = searchableDocument(
      page('<article data-pagefind-body><p>A</p><article>Quoted</article><p>B</p></article>'),
      '/article/a',
    )
    expect(doc).toContain('<p>A</p><article>Quoted</article><p>B</p></article></body>')
    expect(doc).not.toContain('Read more')
  })

  it('refuses a page with nothing marked, naming it', () => {
    expect(() => searchableDocument(page('<article><p>A</p></article>'), '/article/a')).toThrow(
      '/article/a has no element marked data-pagefind-body.',
    )
  })

  it('refuses a marked element that never closes', () => {
    expect(() => searchableDocument('<html><body><article data-pagefind-body><p>A', '/x')).toThrow(
      '/x: the element marked data-pagefind-body never closes.',
    )
  })
})
