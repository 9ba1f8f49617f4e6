/**
 * With inlined CSS, Next writes the stylesheet into the page and twice more into the payload, as
 * text rows hydration never reads: emptied, about 14 KB gzipped per page. The payload's rows are
 * `id:T<hex byte length>,<text>` or `id:<json>\n`; a binary row leaves it as it was.
 */

const binaryRowTags = new Set('AOoUSsLlGgMmVbB'.split(''))

/** The payload with every text row equal to one of `styles` emptied, or null if unsure. */
export function withoutStyleCopies(flight: string, styles: ReadonlySet<string>): string | null {
  const bytes = Buffer.from(flight, 'utf8')
  const parts: Buffer[] = []
  let position = 0
  let emptied = 0
  while (position < bytes.length) {
    const colon = bytes.indexOf(0x3a, position)
    if (colon < 0) return null
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0)
    const lengthMatch = /^([0-9a-f]+),/.exec(
      bytes.subarray(colon + 2, colon + 20).toString('latin1'),
    )
    if (tag === 'T' && lengthMatch) {
      const start = colon + 2 + lengthMatch[0].length
      const end = start + parseInt(lengthMatch[1]!, 16)
      if (end > bytes.length) return null
      const text = bytes.subarray(start, end).toString('utf8')
      if (styles.has(text)) {
        parts.push(Buffer.from(`${bytes.subarray(position, colon).toString('utf8')}:T0,`))
        emptied += 1
      } else parts.push(bytes.subarray(position, end))
      position = end
      continue
    }
    if (binaryRowTags.has(tag) && lengthMatch) return null
    const newline = bytes.indexOf(0x0a, colon)
    const end = newline < 0 ? bytes.length : newline + 1
    parts.push(bytes.subarray(position, end))
    position = end
  }
  return emptied > 0 ? Buffer.concat(parts).toString('utf8') : flight
}
