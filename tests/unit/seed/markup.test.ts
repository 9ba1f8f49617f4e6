import { describe, expect, it } from 'vitest'
import { parseInline } from '@/seed/lib/markup'

describe('inline markup', () => {
  it('turns bold, italic and links into spans with marks', () => {
    const { children, markDefs } = parseInline(
      'A **bold** and *quiet* [source](https://example.com/a).',
      'b0',
    )
    expect(children.map((span) => [span.text, span.marks])).toEqual([
      ['A ', []],
      ['bold', ['strong']],
      [' and ', []],
      ['quiet', ['em']],
      [' ', []],
      ['source', ['b0l0']],
      ['.', []],
    ])
    expect(markDefs).toEqual([{ _type: 'link', _key: 'b0l0', href: 'https://example.com/a' }])
  })

  it('marks a bold or italic part of a link label inside the link, without its asterisks', () => {
    const { children } = parseInline(
      'In [*Groff v. DeJoy*, **2023**](https://example.com/g).',
      'b1',
    )
    expect(children.map((span) => [span.text, span.marks])).toEqual([
      ['In ', []],
      ['Groff v. DeJoy', ['b1l0', 'em']],
      [', ', ['b1l0']],
      ['2023', ['b1l0', 'strong']],
      ['.', []],
    ])
  })

  it('makes a link in bold or italic a bold or italic link, without its brackets', () => {
    const { children, markDefs } = parseInline(
      'See **[the ruling](https://example.com/r)** and *[the filing](https://example.com/f)*.',
      'b2',
    )
    expect(children.map((span) => [span.text, span.marks])).toEqual([
      ['See ', []],
      ['the ruling', ['strong', 'b2l0']],
      [' and ', []],
      ['the filing', ['em', 'b2l1']],
      ['.', []],
    ])
    expect(markDefs.map((definition) => definition.href)).toEqual([
      'https://example.com/r',
      'https://example.com/f',
    ])
  })

  it('gives keys that depend only on position', () => {
    expect(parseInline('one **two**', 'b3').children.map((span) => span._key)).toEqual([
      'b3s0',
      'b3s1',
    ])
  })
})
