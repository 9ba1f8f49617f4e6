import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { onRequest, onRequestPost } from '@/functions/api/contact'
import { contactGuards as guard } from '@/lib/contact/contactRules'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'

/**
 * The Function that keeps the form's messages, called as the host calls it, storing in the
 * stand-in of the Sanity API. Every rule and its message is contactSchema.test.ts's: here, that
 * the Function applies them. The page it answers a form sent without scripts is contact.spec.ts's.
 */

let lake: ContentLake
beforeAll(async () => {
  lake = await startContentLake()
})
afterAll(() => lake.close())

const valid = {
  name: 'Dana',
  email: 'dana@example.com',
  subject: 'Tip',
  message: 'A note.',
  [guard.shownAt]: String(Date.now() - 60_000),
}
const stored = () => lake.store.all().filter(({ _type }) => _type === 'contactMessage').length
const said = (outcome: string, errors = {}) => ({ outcome, errors })

/** A post as the form's script sends it (JSON), or as a browser without scripts (`form`). */
function post(
  values: Record<string, string>,
  { address = '10.0.0.1', headers = {}, form = false, token = lake.tokens.write } = {},
) {
  const request = new Request('https://news.example/api/contact', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'cf-connecting-ip': address,
      ...headers,
    },
    body: form ? new URLSearchParams(values).toString() : JSON.stringify(values),
  })
  // The host's environment: its variables and the site's files (never read for a JSON answer).
  const variables: Record<string, string> = lake.env(token ? { SANITY_CONTACT_TOKEN: token } : {})
  return onRequestPost({ request, env: Object.assign(variables, { ASSETS: { fetch } }) })
}

describe('the contact Function', () => {
  it('refuses each kind of unwanted post, keeps nothing, and says why', async () => {
    const before = stored()
    for (const [name, answer, status, body] of [
      ['another site', post(valid, { headers: { origin: 'https://elsewhere.example' } }), 403],
      ['a cross-site post', post(valid, { headers: { 'sec-fetch-site': 'cross-site' } }), 403],
      ['an oversized body', post({ ...valid, message: 'x'.repeat(guard.maxBodyBytes) }), 413],
      [
        'a broken rule: a field left out reads as empty',
        post({ email: valid.email, subject: valid.subject, message: valid.message }),
        422,
        said('invalid', { name: 'Name is required' }),
      ],
      ['the honeypot', post({ ...valid, [guard.honeypot]: 'x' }), 403, said('refused')],
      ['the time trap', post({ ...valid, [guard.shownAt]: `${Date.now()}` }), 422, said('tooFast')],
      ['no token', post(valid, { token: '' }), 503, said('notSetUp')],
    ] as const) {
      const response = await answer
      expect(response.status, name).toBe(status)
      if (body) expect(await response.json(), name).toEqual(body)
    }
    const other = onRequest()
    expect([other.status, other.headers.get('allow')]).toEqual([405, 'POST'])
    expect(stored()).toBe(before)
  })

  it('counts the posts per address, form-encoded ones too, and refuses past the limit', async () => {
    const before = stored()
    for (let count = 0; count < guard.perAddressPerHour; count++)
      expect((await post(valid, { address: '10.0.3.1', form: true })).status).toBe(201)
    const refused = await post(valid, { address: '10.0.3.1' })
    expect([refused.status, await refused.json()]).toEqual([429, said('tooMany')])
    expect((await post(valid, { address: '10.0.3.2' })).status).toBe(201)
    expect(stored()).toBe(before + guard.perAddressPerHour + 1)
    // Kept unhandled, with the address only as a code that cannot be turned back.
    for (const kept of lake.store.all())
      expect(kept).toMatchObject({ handled: false, sender: expect.stringMatching(/^[\da-f]{64}$/) })
  })

  it('says so when Sanity does not store the message, naming the token to check', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    lake.faults.add({ status: 500 }, { endpoint: 'mutate' })
    const before = stored()
    const response = await post(valid, { address: '10.0.5.1' })
    expect([response.status, await response.json()]).toEqual([502, said('failed')])
    expect(logged.mock.calls[0]?.[0]).toContain('SANITY_CONTACT_TOKEN')
    expect(stored()).toBe(before)
    logged.mockRestore()
  })
})
