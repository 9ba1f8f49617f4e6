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
