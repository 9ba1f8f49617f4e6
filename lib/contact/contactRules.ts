/**
 * The contact form's limits and messages, exactly as the specification words them: one source
 * for the form, the schema and the tests. Kept apart from the schema so the form can show its
 * limits before the validation code has loaded.
 */

export const contactLimits = { name: 100, email: 255, subject: 200, message: 1000 } as const

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 200 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 1000 characters',
} as const

export const contactFields = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactErrors = Partial<Record<ContactField, string>>

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

export type ContactOutcome =
  'sent' | 'invalid' | 'notSetUp' | 'refused' | 'tooFast' | 'tooMany' | 'failed'

/** What the form and the page without scripts say of each outcome. */
export const contactOutcomes = (email: string): Record<ContactOutcome, string> => ({
  sent: "Message sent successfully! We'll get back to you soon.",
  invalid: 'Please fix the errors in the form',
  notSetUp: `Messages cannot be sent from this site yet. Please write to us at ${email}.`,
  refused: `This looked like an automated message and was not sent. Please write to us at ${email}.`,
  tooFast: 'That was sent too quickly to be from a person and was not sent. Please send it again.',
  tooMany: `Too many messages came from your network in the last hour; this one was not sent. Please try later, or write to us at ${email}.`,
  failed: `Something went wrong. Please try again. Or write to us at ${email}.`,
})
