import type { StegaConfig } from '@sanity/client'

/**
 * Fields whose text editors see and click to edit. Only these carry stega marks: everything
 * else (slugs, ids, dates, categories, badges, links, alt text) feeds logic or attributes,
 * where invisible characters would break a comparison or a URL.
 */
const editableText = new Set([
  'headline',
  'dek',
  'title',
  'excerpt',
  'text',
  'quote',
  'attribution',
  'context',
  'points',
  'items',
  'heading',
  'intro',
  'description',
  'paragraphs',
])

export function stegaFor(studioUrl: string): StegaConfig {
  return {
    enabled: true,
    studioUrl,
    filter: (props) => {
      const field = props.sourcePath.findLast((segment) => typeof segment === 'string')
      return typeof field === 'string' && editableText.has(field) && props.filterDefault(props)
    },
  }
}
