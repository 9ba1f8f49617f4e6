import { stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The file a static host with clean URLs serves at a URL path, or null: `/about` is
 * `about.html` or `about/index.html`. A path that does not decode, or climbs out of the site with
 * a dot segment, names no file of it.
 */
export async function fileAtPath(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) return null
  const base = path.join(root, decoded)
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')]
  for (const candidate of candidates)
    if (
      await stat(candidate).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return candidate
  return null
}
