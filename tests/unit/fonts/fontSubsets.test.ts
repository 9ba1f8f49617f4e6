import { describe, expect, it } from 'vitest'
import { subsetCharacters } from '@/lib/fonts/fontSubsets'

describe('subsetCharacters', () => {
  const characters = [...subsetCharacters(['Z', 'o', 'ë', 'ß', '€', '\n', '\t', 'ë'])]

  it('holds printable ASCII and the marks the templates use', () => {
    for (const character of ' AZaz09$&?@~©·–—‘’“”…\u00a0') expect(characters).toContain(character)
  })

  it('adds every visible character of the content, once', () => {
    expect(characters).toEqual(expect.arrayContaining(['ë', 'ß', '€']))
    expect(characters.filter((character) => character === 'ë')).toHaveLength(1)
  })

  it('leaves out line breaks and tabs, which are never drawn, and is sorted', () => {
    expect(characters).not.toContain('\n')
    expect(characters).not.toContain('\t')
    const codes = characters.map((character) => character.codePointAt(0)!)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
  })

  it('leaves out letters the content does not use', () => {
    expect(characters).not.toContain('ñ')
  })
})
