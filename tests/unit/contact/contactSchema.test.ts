import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactFields, emptyMessage, tooLongMessage } from '@/lib/contact/contactRules'
import { validateContact } from '@/lib/contact/contactSchema'

/** Four people joined by zero-width joiners: one character, 11 UTF-16 units. */
const family = '👩‍👩‍👧‍👦'

const valid = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  subject: 'Story tip',
  message: 'A note for the desk.',
}

const errorsFor = (values: unknown) => {
  const result = validateContact(values)
  return result.success ? {} : result.errors
}

describe('the contact rules', () => {
  it('accepts a complete message and returns it trimmed', () => {
    const result = validateContact({ ...valid, name: '  Dana Reyes  ', subject: ' Story tip\n' })
    expect(result).toEqual({ success: true, data: valid })
  })

  it.each([
    ['empty', { name: '', email: '', subject: '', message: '' }],
    ['missing', {}],
  ])('reports every %s field with the specified message', (_, values) => {
    expect(errorsFor(values)).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    })
  })

  it('treats whitespace-only values as empty', () => {
    expect(errorsFor({ ...valid, name: '   ', message: '\n\t' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    })
  })

  it('rejects an address without a domain', () => {
    expect(errorsFor({ ...valid, email: 'dana@' })).toEqual({ email: 'Invalid email address' })
  })

  it.each([
    ['name', 100, 'Name must be less than 100 characters'],
    ['subject', 200, 'Subject must be less than 200 characters'],
    ['message', 1000, 'Message must be less than 1000 characters'],
  ] as const)(
    'accepts a %s of exactly %i characters as a reader counts them, and rejects one more',
    (field, limit, message) => {
      expect(validateContact({ ...valid, [field]: family.repeat(limit) }).success).toBe(true)
      expect(errorsFor({ ...valid, [field]: family.repeat(limit + 1) })).toEqual({
        [field]: message,
      })
    },
  )

  it('rejects an email over 255 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`
    expect(errorsFor({ ...valid, email })).toEqual({
      email: 'Email must be less than 255 characters',
    })
  })

  it('counts the limit after trimming', () => {
    expect(validateContact({ ...valid, name: `  ${'a'.repeat(100)}  ` }).success).toBe(true)
  })
})

describe('the contact rules, for any input', () => {
  it('always return a result and never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        const result = validateContact(values)
        expect(typeof result.success).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })

  it('only ever report the specified messages', () => {
    const allowed = new Set(
      contactFields.flatMap((name) => [emptyMessage(name), tooLongMessage(name)]),
    )
    const field = fc.oneof(
      fc.string({ maxLength: 1200 }),
      fc.constant(''),
      fc.constant('   '),
      fc.emailAddress(),
    )
    fc.assert(
      fc.property(
        fc.record({ name: field, email: field, subject: field, message: field }),
        (values) => {
          const result = validateContact(values)
          if (!result.success)
            for (const message of Object.values(result.errors))
              expect(allowed.has(message)).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('accept any well-formed message within the limits', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0)
    fc.assert(
      fc.property(
        fc.record({
          name: text(100),
          email: fc.emailAddress().filter((e) => e.length <= 255),
          subject: text(200),
          message: text(1000),
        }),
        (values) => {
          expect(validateContact(values).success).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
