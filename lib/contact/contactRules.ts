/**
 * The contact form's fields, limits and messages, in the specification's words: one source
 * for the form, the schema and the tests. Kept apart from the schema so the form can show its
 * limits before the validation code has loaded.
 */

/** Each field of the form: its label, its limit in characters a reader sees, and its input. */
export const contactFieldSetup = {
  name: { label: 'Name', limit: 100, type: 'text', autoComplete: 'name' },
  email: { label: 'Email', limit: 255, type: 'email', autoComplete: 'email' },
  subject: { label: 'Subject', limit: 200, type: 'text', autoComplete: 'off' },
  message: { label: 'Message', limit: 1000, type: 'textarea', autoComplete: 'off' },
} as const

export type ContactField = keyof typeof contactFieldSetup
export const contactFields = Object.keys(contactFieldSetup) as ContactField[]
export type ContactErrors = Partial<Record<ContactField, string>>

/** What a field says when left empty (an address: when it is none), and when too long. */
export const emptyMessage = (field: ContactField) =>
  field === 'email' ? 'Invalid email address' : `${contactFieldSetup[field].label} is required`
export const tooLongMessage = (field: ContactField) =>
  `${contactFieldSetup[field].label} must be less than ${contactFieldSetup[field].limit} characters`

/** The Pages Function that keeps a message (functions/api/contact.ts). */
export const contactEndpoint = '/api/contact'

/** How the form and the Function that keeps its messages tell a person from a script. */
export const contactGuards = {
  /** A field no person sees and scripts fill in. */
  honeypot: 'website',
  /** When the form's script showed it (ms since 1970); a form sent without scripts has none. */
  shownAt: 'shownAt',
  minimumFillMs: 3000,
  /** Messages kept from one network address in an hour. */
  perAddressPerHour: 5,
  /** 1,555 characters at most, each a few dozen bytes at worst, percent-encoded. */
  maxBodyBytes: 128 * 1024,
  /** Days a message is kept before it is deleted. */
  keptDays: 90,
} as const

/** What the form and the page without scripts say of each outcome. */
export const contactOutcomes = (email: string) => ({
  sent: "Message sent successfully! We'll get back to you soon.",
  invalid: 'Please fix the errors in the form',
  notSetUp: `Messages cannot be sent from this site yet. Please write to us at ${email}.`,
  refused: `This looked like an automated message and was not sent. Please write to us at ${email}.`,
  tooFast: 'That was sent too quickly to be from a person and was not sent. Please send it again.',
  tooMany: `Too many messages came from your network in the last hour; this one was not sent. Please try later, or write to us at ${email}.`,
  failed: `Something went wrong. Please try again. Or write to us at ${email}.`,
})
export type ContactOutcome = keyof ReturnType<typeof contactOutcomes>
