import { expect, it } from 'vitest'
import { sourceUrlProblem } from '@/schemas/citationRules'

it.each([
  ['https://localhost./x', "names localhost, which is not a public website; cite the publisher's"],
  ['https://printer.local./x', 'names printer.local,'],
  ['https://user:pass@10.0.0.1/x', 'must not carry a user name or password (user:pass@);'],
  ['https://10.0.0.1/x', "names an IP address (10.0.0.1), not the publisher's domain;"],
  ['https://hrd\u0456ve.com/x', 'has a host name with letters outside a–z (xn--hrdve-p2e.com),'],
])('refuses %s, a host readers cannot trust', (url, words) => {
  expect(sourceUrlProblem(url)).toEqual(expect.stringContaining(words))
})

it('takes a public host written with a trailing dot', () => {
  expect(sourceUrlProblem('https://www.eeoc.gov./newsroom')).toBeUndefined()
})
