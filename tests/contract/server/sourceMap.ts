import type { StoredDocument } from '@/tests/contract/server/store'

/**
 * A Content Source Map of a query's result, as the Content Lake sends one when asked
 * (`resultSourceMap`): for each string in the result, the document and field it came from,
 * which is what stega marks encode. Not modelled: the stand-in does not trace the query; it
 * looks each string up by value among the documents the query saw, preferring a field of the
 * same name. A string the query composed maps to nothing, and a text that two fields share maps
 * to the first (by document order) unless one has the result's field name.
 */

type Segment = string | number | { _key: string }

interface Source {
  document: number
  path: Segment[]
}

interface Mapping {
  type: 'value'
  source: { type: 'documentValue'; document: number; path: number }
}

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, Mapping>
}

const quoted = (text: string) => `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`

const jsonPath = (path: Segment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `[${quoted(segment)}]`
          : `[?(@._key==${quoted(segment._key)})]`,
    )
    .join('')}`

/** Every string in `value`, with its path: array items by `_key` where they have one. */
function strings(value: unknown, path: Segment[], found: (text: string, path: Segment[]) => void) {
  if (typeof value === 'string') found(value, path)
  else if (Array.isArray(value))
    value.forEach((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key
      strings(item, [...path, typeof key === 'string' ? { _key: key } : index], found)
    })
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) strings(child, [...path, key], found)
}

const fieldOf = (path: Segment[]) => path.findLast((segment) => typeof segment === 'string')

export function contentSourceMap(result: unknown, documents: StoredDocument[]): ContentSourceMap {
  const sources = new Map<string, Source[]>()
  documents.forEach((document, index) =>
    strings(document, [], (text, path) => {
      const list = sources.get(text) ?? []
      list.push({ document: index, path })
      sources.set(text, list)
    }),
  )
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  // The result's own path counts array items by position: that is how the client looks it up.
  const walkResult = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value))
      value.forEach((item: unknown, index) => walkResult(item, [...path, index]))
    else if (value !== null && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walkResult(child, [...path, key])
    else if (typeof value === 'string') {
      const candidates = sources.get(value) ?? []
      const field = fieldOf(path)
      const source =
        candidates.find((candidate) => fieldOf(candidate.path) === field) ?? candidates[0]
      if (!source) return
      if (!documentIndex.has(source.document)) {
        const document = documents[source.document]!
        documentIndex.set(source.document, map.documents.length)
        map.documents.push({
          _id: String(document._originalId ?? document._id),
          _type: document._type,
        })
      }
      const sourcePath = jsonPath(source.path)
      if (!pathIndex.has(sourcePath)) {
        pathIndex.set(sourcePath, map.paths.length)
        map.paths.push(sourcePath)
      }
      map.mappings[jsonPath(path)] = {
        type: 'value',
        source: {
          type: 'documentValue',
          document: documentIndex.get(source.document)!,
          path: pathIndex.get(sourcePath)!,
        },
      }
    }
  }
  walkResult(result, [])
  return map
}
