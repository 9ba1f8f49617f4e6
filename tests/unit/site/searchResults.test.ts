import { describe, expect, it } from 'vitest'
import { sumCounts } from '@/app/search/pagefind'
import { excerpt, matchesQuery, type ResultText } from '@/app/search/resultText'

/** A result as Pagefind returns it: its page text, and where in its words the search matched. */
function result(
  content: string,
  matched: string[],
  title = 'Courts weigh arbitration',
): ResultText {
  const words = content.split(/\s+/)
  const locations = words.flatMap((word, index) =>
    matched.some((match) => word.toLowerCase().startsWith(match)) ? [index] : [],
  )
  return { content, locations, meta: { title } }
}

const story =
  'Courts weigh arbitration. Employers that require arbitration face new limits. The ruling came on Monday after a long fight over who decides, letting workers sue in court when a clause is unfair. Lawyers expect more cases to follow in the months ahead, and several employers said they would review their contracts before the year ends.'

describe('whether a result matches what was typed', () => {
  it('finds a whole word, and a word the typed letters begin', () => {
    expect(matchesQuery(result(story, ['arbitration']), 'arbitration')).toBe(true)
    expect(matchesQuery(result(story, ['arbitration']), 'arbitr')).toBe(true)
  })

  it('finds a word that shares the stem of the typed one, however few letters they share', () => {
    expect(matchesQuery(result(story, ['employers']), 'employer')).toBe(true)
    expect(matchesQuery(result(story, ['arbitration']), 'arbitrations')).toBe(true)
    const hiring = result('Retailers slow hiring for the holidays.', ['hiring'], 'Hiring slows')
    expect(matchesQuery(hiring, 'hire')).toBe(true)
    expect(matchesQuery(hiring, 'hired')).toBe(true)
    expect(matchesQuery(result('A city sets a wage floor.', ['city'], 'Wages'), 'cities')).toBe(
      true,
    )
  })

  it('does not take a word for a long one it only begins like', () => {
    const switched = result('The firm switched carriers.', ['switched'], 'Carriers')
    expect(matchesQuery(switched, 'switzerland')).toBe(false)
    const rules = result('New regulatory limits apply.', ['regulatory'], 'Limits')
    expect(matchesQuery(rules, 'regulations')).toBe(true)
  })

  it('refuses the short word Pagefind falls back to for a word it has not indexed', () => {
    const fallback = result('Gen Z workers want a say.', ['z'], 'Gen Z')
    expect(matchesQuery(fallback, 'zqxwv')).toBe(false)
    expect(matchesQuery(result(story, ['cour']), 'courtxyz')).toBe(true)
    expect(matchesQuery(result('Acme Co. settles.', ['co.'], 'Acme'), 'coxwv')).toBe(false)
    expect(matchesQuery(result('The arb desk trades.', ['arb'], 'Desks'), 'arbxyz')).toBe(false)
  })

  it('wants every typed word found, and ignores case, accents and punctuation', () => {
    expect(matchesQuery(result(story, ['arbitration', 'monday']), 'Arbitration MONDAY,')).toBe(true)
    expect(matchesQuery(result(story, ['arbitration']), 'arbitration blorptastic')).toBe(false)
    expect(matchesQuery(result('The café opened.', ['café'], 'Café'), 'cafe')).toBe(true)
  })
})

describe('the excerpt of a result', () => {
  const text = (parts: ReturnType<typeof excerpt>) => parts.map((part) => part.text).join('')

  it('leaves out the headline, which the result shows already', () => {
    const parts = excerpt(result(story, ['arbitration']))
    expect(text(parts).startsWith('Employers that require')).toBe(true)
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['arbitration'])
  })

  it('ends on a whole word with an ellipsis where the text goes on', () => {
    const shown = text(excerpt(result(story, ['arbitration'])))
    expect(shown).toMatch(/ \p{L}+…$/u)
    expect(story).toContain(shown.slice(0, -1))
    expect(shown.split(/\s+/)).toHaveLength(30)
  })

  it('starts at the sentence of a match deep in the text, after an ellipsis', () => {
    const shown = text(excerpt(result(story, ['lawyers'])))
    expect(shown.startsWith('… Lawyers expect more cases')).toBe(true)
  })

  it('shows the start of the text when only the headline matched, and no ellipsis at its end', () => {
    const short = 'Courts weigh arbitration. Employers take note.'
    expect(text(excerpt(result(short, ['courts'])))).toBe('Employers take note.')
  })
})

describe('the filter counts of several bundles', () => {
  it('are added up', () => {
    expect(
      sumCounts([
        { category: { Talent: 1, Pay: 1 } },
        { category: { Talent: 1 }, month: { 'May 2025': 2 } },
      ]),
    ).toEqual({ category: { Talent: 2, Pay: 1 }, month: { 'May 2025': 2 } })
  })
})
