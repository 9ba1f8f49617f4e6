import * as z from 'zod/mini'
import { countCharacters } from '@/lib/contact/characters'
import {
  contactFields,
  contactLimits,
  contactMessages,
  type ContactErrors,
  type ContactField,
} from '@/lib/contact/contactRules'

// The site's script policy forbids eval; without this, zod probes for it and trips the policy.
z.config({ jitless: true })

/** At most `max` characters as a reader sees them, counted as the form's counter counts them. */
const atMost = (max: number, tooLong: string) =>
  z.refine<string>((value) => countCharacters(value) <= max, { error: tooLong })

/** Trimmed text, required and capped. The mini build keeps this rule set small in the browser. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required }), atMost(max, tooLong))

export const contactSchema = z.object({
  name: requiredText(contactLimits.name, contactMessages.nameRequired, contactMessages.nameTooLong),
  email: z.pipe(
    z.string().check(z.trim(), atMost(contactLimits.email, contactMessages.emailTooLong)),
    // The rule browsers apply to type="email", so the form and the browser agree on what an address is.
    z.email({ pattern: z.regexes.html5Email, error: contactMessages.emailInvalid }),
  ),
  subject: requiredText(
    contactLimits.subject,
    contactMessages.subjectRequired,
    contactMessages.subjectTooLong,
  ),
  message: requiredText(
    contactLimits.message,
    contactMessages.messageRequired,
    contactMessages.messageTooLong,
  ),
})

export type ContactMessage = z.infer<typeof contactSchema>

export type ContactValidation =
  { success: true; data: ContactMessage } | { success: false; errors: ContactErrors }

const isContactField = (value: unknown): value is ContactField =>
  typeof value === 'string' && (contactFields as readonly string[]).includes(value)

/** A field that is missing or not text reads as empty. */
const emptyMessage: Record<ContactField, string> = {
  name: contactMessages.nameRequired,
  email: contactMessages.emailInvalid,
  subject: contactMessages.subjectRequired,
  message: contactMessages.messageRequired,
}

/** Validates whatever the form holds; each field reports its first problem. Never throws. */
export function validateContact(values: unknown): ContactValidation {
  const result = contactSchema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (isContactField(field))
      errors[field] ??= issue.code === 'invalid_type' ? emptyMessage[field] : issue.message
  }
  // A value that is not an object at all: every field is empty.
  if (Object.keys(errors).length === 0) return { success: false, errors: { ...emptyMessage } }
  return { success: false, errors }
}
