import { describe, expect, it } from 'vitest'
import { validateContact } from '@/lib/contact/contactSchema'

/** Four people joined by zero-width joiners: one character, 11 UTF-16 units. */
const family = '👩‍👩‍👧‍👦'

const valid = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  subject: 'Story tip',
  message: 'A note for the desk.',
}

const errorsFor = (values: Parameters<typeof validateContact>[0]) => {
  const result = validateContact(values)
  return result.success ? {} : result.errors
}

describe('the contact rules', () => {
  it('accepts a complete message and returns it trimmed', () => {
    const result = validateContact({ ...valid, name: '  Dana Reyes  ', subject: ' Story tip\n' })
    expect(result).toEqual({ success: true, data: valid })
  })

  it('reports every field empty or only spaces with the specified message', () => {
    expect(errorsFor({ name: '', email: ' ', subject: '\n\t', message: '   ' })).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    })
  })

  it('rejects an address without a domain', () => {
    expect(errorsFor({ ...valid, email: 'dana@' })).toEqual({ email: 'Invalid email address' })
  })

  it.each([
    ['name', family.repeat(100), 'Name must be less than 100 characters'],
    ['email', `${'a'.repeat(243)}@example.com`, 'Email must be less than 255 characters'],
    ['subject', family.repeat(200), 'Subject must be less than 200 characters'],
    ['message', family.repeat(1000), 'Message must be less than 1000 characters'],
  ] as const)(
    'accepts a %s at its limit in characters as a reader counts them, and rejects one more',
    (field, atLimit, message) => {
      expect(validateContact({ ...valid, [field]: atLimit }).success).toBe(true)
      expect(errorsFor({ ...valid, [field]: `a${atLimit}` })).toEqual({ [field]: message })
    },
  )

  it('counts the limit after trimming', () => {
    expect(validateContact({ ...valid, name: `  ${'a'.repeat(100)}  ` }).success).toBe(true)
  })
})
