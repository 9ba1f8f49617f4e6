import type { SanityDocument } from '@/seed/lib/toDocuments'
import { fieldOf, type Issues } from '@/seed/lib/checks/checker'

type Placed = { document: SanityDocument; source: unknown; where: string }

/** Ours: the Studio gives a document its id; the seed's are authored, one pattern per type. */
export function checkIds(placed: readonly Placed[], issues: Issues): void {
  for (const { document, source } of placed) {
    const type = document._type
    if (!['summary', 'job', 'benefit'].includes(type)) continue
    const id = fieldOf(source, 'id')
    if (typeof id !== 'string' || !new RegExp(`^${type}-[a-z0-9-]+$`).test(id))
      issues.report(
        document._id,
        'id',
        id === undefined ? 'is required' : `must look like ${type}-<words>`,
      )
  }
}

/**
 * One line per id that several authored documents make, naming every place that has it. Ours:
 * documents sharing an id are one document to the Studio, whose unique slugs and titles leave a
 * document's own id out, so it never sees the clash. An id reported already is not compared.
 */
export function checkSharedIds(placed: readonly Placed[], issues: Issues): void {
  for (const [id, holders] of Map.groupBy(placed, ({ document }) => document._id)) {
    const { document } = holders[0]!
    const field = 'slug' in document ? 'slug' : 'id'
    if (holders.length < 2 || issues.has(id, field)) continue
    const value = field === 'slug' ? fieldOf(document.slug, 'current') : id
    const names = holders.map(({ where }) => where)
    issues.report(
      id,
      field,
      `${field} "${String(value)}" is used by ${holders.length} ${document._type.replace(/y$/, 'ie')}s: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}; each needs its own`,
    )
  }
}
