import * as z from 'zod/mini'
import { countCharacters } from '@/lib/contact/characters'
import {
  contactFieldSetup,
  emptyMessage,
  tooLongMessage,
  type ContactErrors,
  type ContactField,
} from '@/lib/contact/contactRules'

// The site's script policy forbids eval; without this, zod probes for it and trips the policy.
z.config({ jitless: true })

/** Trimmed text, at most its limit in characters as a reader sees them (as the counter counts). */
const field = (name: ContactField) => {
  const { limit } = contactFieldSetup[name]
  const text = z.string().check(
    z.trim(),
    z.refine<string>((value) => countCharacters(value) <= limit, { error: tooLongMessage(name) }),
  )
  // Required; an address by the rule browsers apply to type="email", so the two agree.
  return name === 'email'
    ? z.pipe(text, z.email({ pattern: z.regexes.html5Email, error: emptyMessage(name) }))
    : text.check(z.minLength(1, { error: emptyMessage(name) }))
}

/** The mini build keeps this rule set small in the browser. */
export const contactSchema = z.object({
  name: field('name'),
  email: field('email'),
  subject: field('subject'),
  message: field('message'),
})

export type ContactMessage = z.infer<typeof contactSchema>

export type ContactValidation =
  { success: true; data: ContactMessage } | { success: false; errors: ContactErrors }

/**
 * Validates the form's text, every field a string (the Function reads a field that is missing
 * or not text as the text it shows); each field reports its first problem. Never throws.
 */
export function validateContact(values: Record<ContactField, string>): ContactValidation {
  const result = contactSchema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) errors[issue.path[0] as ContactField] ??= issue.message
  return { success: false, errors }
}
