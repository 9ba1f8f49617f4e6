/**
 * The one reading of a request's path that the static server uses for everything: the
 * `_headers` match, the redirect and the file lookup. It is decoded exactly once, and whatever
 * could be read two ways (an encoded slash or backslash, a dot segment, a control character,
 * broken percent-encoding) is refused rather than guessed at.
 */

/** The longest request target served; the site's longest address is a small part of it. */
const maxTargetLength = 1024
/** No file name is longer (NAME_MAX on Linux and macOS), so a longer segment names no file. */
const maxSegmentBytes = 255

type RequestPath = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string }

const refuse = (status: 400 | 414, reason: string): RequestPath => ({ ok: false, status, reason })

// C0 and C1 controls and DEL: a browser drops some of them before it reads a URL, a file system not.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/

/** The decoded path of a request target (`request.url`), or why it is refused. */
export function readRequestPath(target: string): RequestPath {
  if (target.length > maxTargetLength) return refuse(414, 'longer than any address of the site')
  // Not the origin form (`/path`): `*`, or an absolute URL that would name another host.
  if (!target.startsWith('/')) return refuse(400, 'not a path')
  const raw = target.split(/[?#]/, 1)[0]!
  // Decoded, an encoded slash reads as a separator to the file system but not to the rule match.
  if (/%2f|%5c/i.test(raw)) return refuse(400, 'an encoded slash or backslash')
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return refuse(400, 'broken percent-encoding')
  }
  if (path.includes('\\')) return refuse(400, 'a backslash')
  if (controlCharacter.test(path)) return refuse(400, 'a control character')
  const segments = path.split('/')
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return refuse(400, 'a dot segment')
  if (segments.some((segment) => Buffer.byteLength(segment) > maxSegmentBytes))
    return refuse(414, 'a segment longer than any file name')
  return { ok: true, path }
}

/**
 * The clean URL a host with clean URLs serves `path` at: no `.html`, no `/index`, no trailing or
 * doubled slash. `/index.html` is `/` in one step (serve-handler would take two redirects).
 */
export function cleanUrlOf(path: string): string {
  let clean = path.replace(/\/{2,}/g, '/')
  for (let before = ''; before !== clean;) {
    before = clean
    clean = clean.replace(/(\.html|\/index|\/)$/, '')
  }
  return clean || '/'
}

/** A decoded path as a request target that decodes back to exactly it, segment by segment. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** At most `max` characters of a hostile string, for a log line: printable ASCII, the rest escaped. */
export function excerpt(text: string, max = 80): string {
  const shown = text
    .slice(0, max)
    .replace(/[^\x20-\x7e]|["\\]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `"${shown}"${text.length > max ? ` (${text.length} characters)` : ''}`
}
