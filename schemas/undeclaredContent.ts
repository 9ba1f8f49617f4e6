import type { SchemaType } from 'sanity'
import { isObject, jsonTypeOf, jsonTypeWords, kindOf } from '@/schemas/valueKinds'

/**
 * What a document holds that the Studio's schema does not declare, which Sanity's validation
 * lets through: a list item of a type the list does not take (an unknown block in a body is
 * dropped from the page without a word), a mark that is neither a decorator nor one of the
 * block's links (rendered as an unknown__pt__mark span), a field on a block or span, a style
 * or list kind the Studio does not offer, a value outside a field's closed list (Sanity
 * says only "did not match any allowed values"), and a field no type declares (Sanity reports
 * one only outside the Studio, as a warning that turns its object's other errors into warnings
 * too), and a value of another kind than its field's (Sanity words that "Expected type", or
 * under another rule's message, "is required" for a text where true or false belongs). The
 * Studio's editor cannot make these; the API and the seed's content can, so both are checked.
 */

type PathSegment = string | number | { _key: string }

interface Undeclared {
  path: PathSegment[]
  message: string
}

/** After a field's path, in the seed, the Studio and the snapshot alike. */
export const unknownField =
  'is not a field the Studio has here, so the site never shows it; remove it, or move its text into a field that is'

/** The seed's words for a body block it does not know; the Studio adds what it does know. */
export const unknownBlockType = 'is not a known block type'

/** "must be one of: a, b, c", as the seed says it of a closed list. */
const oneOfWords = (values: readonly string[]) => `must be one of: ${values.join(', ')}`

type AnyType = SchemaType & {
  fields?: { name: string; type: AnyType }[]
  of?: AnyType[]
  options?: { list?: unknown[] }
  decorators?: { value: string }[]
}
type Json = Record<string, unknown>

const labelOf = (type: AnyType, fallback: string) => type.title ?? fallback

const listValues = (type: AnyType): string[] | undefined =>
  type.options?.list?.map((option: unknown) =>
    isObject(option) && typeof option.value === 'string' ? option.value : String(option),
  )

const isBlockType = (type: AnyType): boolean =>
  type.name === 'block' || (type.type ? isBlockType(type.type as AnyType) : false)

const segment = (item: unknown, index: number): PathSegment =>
  isObject(item) && typeof item._key === 'string' ? { _key: item._key } : index

const fieldNames = (type: AnyType) => new Set((type.fields ?? []).map(({ name }) => name))

/** Keys an editor could have typed (not `_type`, `_key` and Sanity's own) that are not fields. */
const extraKeys = (value: Json, declared: ReadonlySet<string>) =>
  Object.keys(value).filter((key) => !key.startsWith('_') && !declared.has(key))

function memberType(list: AnyType, item: Json): AnyType | undefined {
  const name = item._type
  return (list.of ?? []).find(
    (candidate) =>
      candidate.name === name || (candidate.type as AnyType | undefined)?.name === name,
  )
}

function checkBlock(type: AnyType, block: Json, path: PathSegment[], into: Undeclared[]) {
  for (const key of extraKeys(block, fieldNames(type)))
    into.push({ path: [...path, key], message: `"${key}" ${unknownField}.` })
  const field = (name: string) => type.fields?.find((candidate) => candidate.name === name)?.type
  for (const [name, label] of [
    ['style', 'Style'],
    ['listItem', 'List kind'],
  ] as const) {
    const values = listValues(field(name) ?? ({} as AnyType))
    const value = block[name]
    if (values && value !== undefined && !values.includes(String(value)))
      into.push({ path: [...path, name], message: `${label} ${oneOfWords(values)}.` })
  }
  const span = field('children')?.of?.find((candidate) => candidate.name === 'span')
  const decorators = (span?.decorators ?? []).map(({ value }) => value)
  const links = new Set(
    (Array.isArray(block.markDefs) ? block.markDefs : []).flatMap((definition) =>
      isObject(definition) && typeof definition._key === 'string' ? [definition._key] : [],
    ),
  )
  const children = Array.isArray(block.children) ? block.children : []
  children.forEach((child, index) => {
    if (!isObject(child) || child._type !== 'span') return
    const at = [...path, 'children', segment(child, index)]
    const marks = Array.isArray(child.marks) ? child.marks : []
    for (const mark of marks)
      if (typeof mark !== 'string' || (!decorators.includes(mark) && !links.has(mark)))
        into.push({
          path: [...at, 'marks'],
          message: `Text is marked "${String(mark)}", which is neither a style the Studio offers (${decorators.join(', ')}) nor a link of this paragraph; remove the mark.`,
        })
  })
  // Children and link definitions as any list: their types and fields.
  for (const name of ['children', 'markDefs'])
    if (field(name)) checkValue(field(name)!, block[name], [...path, name], name, into)
}

function checkValue(
  type: AnyType,
  value: unknown,
  path: PathSegment[],
  label: string,
  into: Undeclared[],
): void {
  if (value === undefined || value === null) return
  const expected = jsonTypeWords[type.jsonType]
  if (expected && jsonTypeOf(value) !== type.jsonType) {
    into.push({
      path,
      message: `${labelOf(type, label)} must be ${expected}, not ${kindOf(value)}.`,
    })
    return
  }
  if (Array.isArray(value) && type.jsonType === 'array') {
    const accepted = (type.of ?? []).map((member) =>
      isBlockType(member) ? 'text' : (member.title ?? member.name),
    )
    const isBody = (type.of ?? []).some(isBlockType)
    value.forEach((item, index) => {
      const at = [...path, segment(item, index)]
      if (!isObject(item)) {
        const member = (type.of ?? []).find((candidate) => candidate.jsonType === typeof item)
        if (member) checkValue(member, item, at, label, into)
        return
      }
      const member = memberType(type, item)
      if (member) return checkValue(member, item, at, label, into)
      // A list of one object type validates any item as that type (as Sanity does).
      if (typeof item._type !== 'string' && type.of?.length === 1)
        return checkValue(type.of[0]!, item, at, label, into)
      into.push({
        path: at,
        message: isBody
          ? `${labelOf(type, label)} holds "${String(item._type)}", which ${unknownBlockType}; use one of: ${accepted.join(', ')}.`
          : `${labelOf(type, label)} holds "${String(item._type)}", which is not a kind of item it takes; use one of: ${accepted.join(', ')}.`,
      })
    })
    return
  }
  if (typeof value === 'string') {
    const values = listValues(type)
    if (values && !values.includes(value))
      into.push({ path, message: `${labelOf(type, label)} ${oneOfWords(values)}.` })
    return
  }
  if (!isObject(value) || type.jsonType !== 'object') return
  if (isBlockType(type)) return checkBlock(type, value, path, into)
  if (type.fields)
    for (const key of extraKeys(value, fieldNames(type)))
      into.push({ path: [...path, key], message: `"${key}" ${unknownField}.` })
  for (const field of type.fields ?? [])
    checkValue(field.type, value[field.name], [...path, field.name], field.name, into)
}

/** Everything in a document its type does not declare, by path. */
export function undeclaredContent(type: SchemaType, document: Json): Undeclared[] {
  const found: Undeclared[] = []
  checkValue(type as AnyType, document, [], type.name, found)
  return found
}
