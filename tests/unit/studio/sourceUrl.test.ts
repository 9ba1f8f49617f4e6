import { expect, it } from 'vitest'
import { sourceUrlProblem } from '@/schemas/citationRules'

it.each([
  ['https://localhost./x', 'names localhost,'],
  ['https://printer.local./x', 'names printer.local,'],
  ['https://intranet./x', 'names intranet,'],
])('refuses %s, a private host written with a trailing dot', (url, words) => {
  expect(sourceUrlProblem(url)).toContain(words)
})

it('takes a public host written with a trailing dot', () => {
  expect(sourceUrlProblem('https://www.eeoc.gov./newsroom')).toBeUndefined()
})
