/**
 * The `_headers` file as Cloudflare Pages and Netlify read it: a path pattern on its own line,
 * then indented `Name: value` lines, or `! Name` to detach a header that an earlier rule set.
 * A pattern's `*` matches anything, `:name` one path segment. serve-handler's own header rules
 * are globs over file names, not this format, so the static server reads the file itself.
 */

export interface HeaderRule {
  pattern: RegExp
  set: Record<string, string>
  detach: string[]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), set: {}, detach: [] })
      return
    }
    const rule = rules.at(-1)
    const entry = line.trim()
    const colon = entry.indexOf(':')
    if (rule && entry.startsWith('!')) rule.detach.push(entry.slice(1).trim().toLowerCase())
    else if (rule && colon > 0)
      rule.set[entry.slice(0, colon).trim()] = entry.slice(colon + 1).trim()
    else
      throw new Error(
        `_headers line ${index + 1} ("${entry}") is neither a path, a "Name: value" header nor "! Name"; fix the file that wrote it.`,
      )
  })
  return rules
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** A path pattern as a RegExp, once per rule rather than once per request. */
function patternOf(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => escape(part).replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/** The headers of a response at `pathname`, rule by rule in file order, as the hosts apply them. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers = new Map<string, [name: string, value: string]>()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const name of rule.detach) headers.delete(name)
    for (const [name, value] of Object.entries(rule.set)) {
      const earlier = headers.get(name.toLowerCase())
      headers.set(name.toLowerCase(), [name, earlier ? `${earlier[1]}, ${value}` : value])
    }
  }
  return Object.fromEntries(headers.values())
}
