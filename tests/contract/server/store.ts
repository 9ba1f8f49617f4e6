import { randomUUID } from 'node:crypto'

export type StoredDocument = Record<string, unknown> & { _id: string; _type: string }

/** A refusal the Content Lake would send: an HTTP status and its JSON body. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body))
  }
}

const mutationError = (status: number, description: string) =>
  new ApiRefusal(status, {
    error: {
      type: 'mutationError',
      description: 'Mutation(s) failed with 1 error(s)',
      items: [{ error: { description } }],
    },
  })

function strongReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, found)
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (typeof object._ref === 'string' && object._weak !== true) found.push(object._ref)
    for (const child of Object.values(object)) strongReferences(child, found)
  }
  return found
}

type Container = Record<string | number, unknown>

/**
 * Applies `change` to the value at a JSONMatch path of the simple kind @sanity/import sends
 * (keys and array indexes: `hero.asset`, `topics[1]._weak`); any other path, or one whose
 * parent does not exist, is refused rather than guessed at.
 */
function atPath(
  document: StoredDocument,
  path: string,
  change: (parent: Container, key: string | number) => void,
) {
  if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[\d+\])*$/.test(path))
    throw mutationError(400, `This stand-in does not support the path "${path}"`)
  const keys = [...path.matchAll(/(\w+)|\[(\d+)\]/g)].map(([, key, index]) => key ?? Number(index))
  let parent: unknown = document
  for (const key of keys.slice(0, -1)) parent = (parent as Container | undefined)?.[key]
  if (parent === null || typeof parent !== 'object')
    throw mutationError(400, `This stand-in cannot patch "${path}": its parent does not exist`)
  change(parent as Container, keys.at(-1)!)
}

/** A patch's operations, in the order @sanity/mutator (Sanity's own patcher) applies them. */
function patched(document: StoredDocument, patch: Record<string, unknown>): StoredDocument {
  const {
    setIfMissing = {},
    set = {},
    unset = [],
    ...other
  } = patch as {
    setIfMissing?: Record<string, unknown>
    set?: Record<string, unknown>
    unset?: string[]
  }
  const unsupported = Object.keys(other).find((key) => key !== 'id')
  if (unsupported)
    throw mutationError(400, `This stand-in does not support "${unsupported}" patches`)
  const copy = structuredClone(document)
  for (const [path, value] of Object.entries(setIfMissing))
    atPath(copy, path, (parent, key) => void (parent[key] ??= value))
  for (const [path, value] of Object.entries(set))
    atPath(copy, path, (parent, key) => void (parent[key] = value))
  for (const path of unset)
    atPath(copy, path, (parent, key) =>
      Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key],
    )
  return copy
}

/** An in-memory dataset with the Content Lake's write rules: atomic transactions, strong references. */
export class Store {
  private documents = new Map<string, StoredDocument>()
  private listeners = new Set<(ids: string[]) => void>()

  /** Calls `listener` with the ids each write changed, until the returned function is called. */
  subscribe(listener: (ids: string[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(ids: string[]) {
    for (const listener of this.listeners) listener(ids)
  }

  all(): StoredDocument[] {
    return [...this.documents.values()]
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id)
  }

  /** Stores a document the server itself makes (an uploaded asset). */
  put(document: StoredDocument): StoredDocument {
    const now = new Date().toISOString()
    const stamped = { ...document, _createdAt: now, _updatedAt: now, _rev: randomUUID() }
    this.documents.set(document._id, stamped)
    this.changed([document._id])
    return stamped
  }

  /**
   * Applies the mutations all or nothing. Supports the operations the project and Sanity's
   * importer send (createOrReplace, delete, patch with setIfMissing, set and unset); anything
   * else is refused.
   */
  transaction(mutations: unknown, now = new Date().toISOString()) {
    const next = new Map(this.documents)
    const results: { id: string; operation: 'create' | 'update' | 'delete' }[] = []
    const write = (document: StoredDocument) => {
      const existing = next.get(document._id)
      next.set(document._id, {
        ...document,
        _createdAt: existing?._createdAt ?? now,
        _updatedAt: now,
        _rev: randomUUID(),
      })
      results.push({ id: document._id, operation: existing ? 'update' : 'create' })
    }
    for (const mutation of mutations as Record<string, StoredDocument>[]) {
      const [operation, argument] = Object.entries(mutation)[0] ?? []
      const existing = next.get(String(argument?._id ?? argument?.id))
      if (operation === 'createOrReplace') write(argument!)
      else if (operation === 'patch' && existing) write(patched(existing, argument!))
      else if (operation === 'delete' && existing) {
        next.delete(existing._id)
        results.push({ id: existing._id, operation: 'delete' })
      } else if (operation !== 'delete')
        throw mutationError(
          400,
          `This stand-in cannot apply "${operation}" to "${String(argument?.id)}"`,
        )
    }
    for (const { id } of results)
      for (const ref of strongReferences(next.get(id)))
        if (!next.has(ref))
          throw mutationError(409, `Document "${id}" references non-existent document "${ref}"`)
    this.documents = next
    this.changed(results.map(({ id }) => id))
    return { results }
  }
}
