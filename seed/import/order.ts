import type { DatasetDocument } from '../../lib/content/embeddedDataset'

/** Ids this value strongly references (weak references may dangle, so they impose no order). */
export function strongReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, found)
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (typeof object._ref === 'string' && object._weak !== true) found.add(object._ref)
    for (const child of Object.values(object)) strongReferences(child, found)
  }
  return found
}

/**
 * Orders documents so that each comes after the documents it references: the Content Lake
 * refuses a reference to a document that does not exist yet. Returns groups to write together;
 * a group has several documents only when they reference each other in a cycle, which one
 * transaction can still create. Otherwise the input order is kept.
 */
export function referenceOrder(documents: readonly DatasetDocument[]): DatasetDocument[][] {
  const ids = new Set(documents.map((document) => document._id))
  const waitingOn = new Map(
    documents.map((document) => [
      document._id,
      new Set([...strongReferences(document)].filter((id) => ids.has(id) && id !== document._id)),
    ]),
  )
  const groups: DatasetDocument[][] = []
  let pending = [...documents]
  while (pending.length > 0) {
    const ready = pending.filter((document) => waitingOn.get(document._id)!.size === 0)
    if (ready.length === 0) {
      groups.push(pending)
      break
    }
    for (const document of ready) {
      groups.push([document])
      for (const waits of waitingOn.values()) waits.delete(document._id)
    }
    pending = pending.filter((document) => !ready.includes(document))
  }
  return groups
}

export interface BatchLimits {
  documents: number
  bytes: number
}

/** Transactions small enough for one request each; a group is never split across two. */
export function batches(
  groups: readonly DatasetDocument[][],
  limits: BatchLimits,
): DatasetDocument[][] {
  const out: DatasetDocument[][] = []
  let current: DatasetDocument[] = []
  let bytes = 0
  for (const group of groups) {
    const size = group.reduce((sum, document) => sum + JSON.stringify(document).length, 0)
    const full = current.length + group.length > limits.documents || bytes + size > limits.bytes
    if (full && current.length > 0) {
      out.push(current)
      current = []
      bytes = 0
    }
    current.push(...group)
    bytes += size
  }
  if (current.length > 0) out.push(current)
  return out
}
