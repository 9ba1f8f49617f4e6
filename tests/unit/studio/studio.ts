import type { DatasetDocument } from '@/lib/content/embeddedDataset'
import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import studioConfig from '@/sanity.config'

type Config = { schema?: { types?: unknown } }

/** The schema types exactly as the Studio's config hands them to Sanity. */
export const studioTypes = (studioConfig as Config).schema?.types as Parameters<
  typeof createSchema
>[0]['types']

/** Compiled the way the Studio compiles it, problems included. */
export const studioSchema = createSchema({ name: 'default', types: studioTypes })

/** A client for custom rules (unique slugs): every slug is free. */
const client = {
  fetch: async () => true,
  withConfig: () => client,
} as unknown as SanityClient

/**
 * Built-in messages come back as their translation keys ("validation:…"), which tells a
 * custom message from Sanity's generic one.
 */
const i18n = {
  currentLocale: { id: 'en-US' },
  loadNamespaces: async () => {},
  t: (key: string) => key,
}

/** Runs the Studio's own document validation; returns "path: message" for every problem. */
export async function studioProblems(
  document: DatasetDocument,
  existing: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    // The workspace parts validation uses; the rest of a Studio is not needed.
    workspace: { schema: studioSchema, getClient: () => client, i18n } as unknown as Parameters<
      typeof validateDocument
    >[0]['workspace'],
    getDocumentExists: async ({ id }) => existing.has(id),
  })
  return markers.map((marker) => `${marker.path.join('.')}: ${marker.message}`)
}
