import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { contactFields } from '@/lib/contact/contactRules'

/**
 * A message sent with the contact form, written by the site's Function (functions/api/contact.ts)
 * and never by hand: editors read it and mark it handled. Not part of the site's content, so the
 * build never reads it (schemas/index.ts).
 */
export const contactMessage = defineType({
  name: 'contactMessage',
  title: 'Message',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    ...contactFields.map((name) =>
      defineField({ name, type: name === 'message' ? 'text' : 'string', readOnly: true }),
    ),
    defineField({ name: 'handled', type: 'boolean', initialValue: false }),
    // A keyed hash of the sender's network address, for the limit per address.
    defineField({ name: 'sender', type: 'string', readOnly: true, hidden: true }),
  ],
  preview: {
    select: { name: 'name', subject: 'subject', handled: 'handled', at: '_createdAt' },
    prepare: ({ name, subject, handled, at }) => ({
      title: subject,
      subtitle: `${handled ? '✓ Handled' : 'New'} · ${name} · ${new Date(at).toLocaleString()}`,
    }),
  },
})
