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

const emphasis = /\*\*([^*]+)\*\*|\*([^*]+)\*/g

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
  let last = 0
  for (const match of text.matchAll(inlineMarkupToken)) {
    push(text.slice(last, match.index), [])
    const [, bold, italic, label, href] = match
    if (bold !== undefined) push(bold, ['strong'])
    else if (italic !== undefined) push(italic, ['em'])
    else if (label !== undefined && href !== undefined) {
      const key = `${keyPrefix}l${markDefs.length}`
      markDefs.push({ _type: 'link', _key: key, href })
      // A label may be bold or italic in part ([*Groff v. DeJoy*](url)): marked inside the link.
      let from = 0
      for (const inner of label.matchAll(emphasis)) {
        push(label.slice(from, inner.index), [key])
        push(inner[1] ?? inner[2]!, [key, inner[1] !== undefined ? 'strong' : 'em'])
        from = inner.index + inner[0].length
      }
      push(label.slice(from), [key])
    }
    last = match.index + match[0].length
  }
  push(text.slice(last), [])
  if (children.length === 0) push(' ', [])
  return { children, markDefs }
}

const link = /\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * Every link target in a piece of inline markup, for validation: nested ones too, as in
 * **[label](url)**, which would otherwise reach the page as typed.
 */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(link)].map((match) => match[2]!)
}
