/**
 * Turns the seed's inline markup (**bold**, *italic*, [label](url)) into Portable Text
 * spans and link annotations, with keys that depend only on position (deterministic output).
 */

import { inlineMarkupToken } from '@/schemas/inlineMarkup'

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface LinkDef {
  _type: 'link'
  _key: string
  href: string
}

export function parseInline(
  text: string,
  keyPrefix: string,
): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = []
  const markDefs: LinkDef[] = []
  const push = (value: string, marks: string[]) => {
    if (value)
      children.push({ _type: 'span', _key: `${keyPrefix}s${children.length}`, text: value, marks })
  }
  // Markup within markup takes the outer marks too: a link in bold (**[label](url)**), or a bold
  // or italic part of a link's label ([*Groff v. DeJoy*](url)), marked inside the link.
  const walk = (part: string, marks: string[]) => {
    let last = 0
    for (const match of part.matchAll(inlineMarkupToken)) {
      push(part.slice(last, match.index), marks)
      const [, bold, italic, label, href] = match
      if (bold !== undefined) walk(bold, [...marks, 'strong'])
      else if (italic !== undefined) walk(italic, [...marks, 'em'])
      else if (label !== undefined && href !== undefined) {
        const key = `${keyPrefix}l${markDefs.length}`
        markDefs.push({ _type: 'link', _key: key, href })
        walk(label, [...marks, key])
      }
      last = match.index + match[0].length
    }
    push(part.slice(last), marks)
  }
  walk(text, [])
  if (children.length === 0) push(' ', [])
  return { children, markDefs }
}
