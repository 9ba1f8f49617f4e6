import { contactGuards } from '@/lib/contact/contactRules'
import { hostedClient, hostedConfigFromEnv } from '@/lib/sanity/client'

/**
 * Deletes the contact form's messages, and any draft an editor left of one, once they are older
 * than the Privacy page says messages are kept. Run every day by
 * .github/workflows/contactMessages.yml, with the Function's token (docs/PUBLISHING.md).
 */

const config = hostedConfigFromEnv(process.env, ['SANITY_CONTACT_TOKEN'])
if ('missing' in config || !config.token) {
  const missing = 'missing' in config ? config.missing : [config.tokenVariable]
  console.error(`✖ Messages: set ${missing.join(', ')} to delete old messages.`)
  process.exit(1)
}
const before = new Date(Date.now() - contactGuards.keptDays * 86_400_000).toISOString()
try {
  const client = hostedClient(config).withConfig({ perspective: 'raw' })
  const ids = await client.fetch<string[]>(
    '*[_type == "contactMessage" && _createdAt < $before]._id',
    { before },
  )
  const published = new Set(ids.map((id) => id.replace(/^drafts\./, '')))
  const deletion = client.transaction()
  for (const id of published) deletion.delete(id).delete(`drafts.${id}`)
  if (published.size) await deletion.commit()
  console.log(`Messages: deleted ${published.size} older than ${contactGuards.keptDays} days.`)
} catch (error) {
  console.error(
    `✖ Messages: the old messages could not be deleted from ${config.dataset}: ${(error as Error).message}`,
  )
  process.exit(1)
}
