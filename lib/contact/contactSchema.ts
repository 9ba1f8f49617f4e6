import * as z from 'zod/mini'
import { countCharacters } from '@/lib/contact/characters'
import {
  contactFieldSetup,
  contactFields,
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

const isContactField = (value: unknown): value is ContactField =>
  typeof value === 'string' && (contactFields as readonly string[]).includes(value)

/** Validates whatever the form holds; each field reports its first problem. Never throws. */
export function validateContact(values: unknown): ContactValidation {
  const result = contactSchema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (isContactField(field))
      errors[field] ??= issue.code === 'invalid_type' ? emptyMessage(field) : issue.message
  }
  // A value that is not an object at all: every field is empty.
  if (Object.keys(errors).length === 0)
    return {
      success: false,
      errors: Object.fromEntries(contactFields.map((name) => [name, emptyMessage(name)])),
    }
  return { success: false, errors }
}
