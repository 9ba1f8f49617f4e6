import type { ContentSourceMap } from '@sanity/client'
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

/**
 * Every string in `value`, with its path; array items by `_key` where they have one and `keyed`
 * (a document's paths), else by position (the result's: that is how the client looks it up).
 */
function strings(value: unknown, keyed: boolean, found: (text: string, path: Segment[]) => void) {
  const walk = (item: unknown, path: Segment[]): void => {
    if (typeof item === 'string') found(item, path)
    else if (Array.isArray(item))
      item.forEach((child: unknown, index) => {
        const key = (child as { _key?: unknown } | null)?._key
        walk(child, [...path, keyed && typeof key === 'string' ? { _key: key } : index])
      })
    else if (item !== null && typeof item === 'object')
      for (const [key, child] of Object.entries(item)) walk(child, [...path, key])
  }
  walk(value, [])
}

const fieldOf = (path: Segment[]) => path.findLast((segment) => typeof segment === 'string')

export function contentSourceMap(result: unknown, documents: StoredDocument[]): ContentSourceMap {
  const sources = new Map<string, Source[]>()
  documents.forEach((document, index) =>
    strings(document, true, (text, path) =>
      sources.set(text, [...(sources.get(text) ?? []), { document: index, path }]),
    ),
  )
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  strings(result, false, (text, path) => {
    const candidates = sources.get(text) ?? []
    const source =
      candidates.find((candidate) => fieldOf(candidate.path) === fieldOf(path)) ?? candidates[0]
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
    if (!pathIndex.has(sourcePath)) pathIndex.set(sourcePath, map.paths.push(sourcePath) - 1)
    map.mappings[jsonPath(path)] = {
      type: 'value',
      source: {
        type: 'documentValue',
        document: documentIndex.get(source.document)!,
        path: pathIndex.get(sourcePath)!,
      },
    }
  })
  return map
}
