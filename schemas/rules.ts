/**
 * Validation rules, worded "<Label> <what is wrong>.": the Studio shows them whole, and
 * `npm run seed`, which checks its documents by these same rules, prints the words after the
 * label at the authored field. One message per rule: the editor reads exactly which limit was
 * broken, never a generic "Invalid". Each helper returns a field's `validation` function.
 */

import { defineField, type CustomValidator } from 'sanity'
import { inPublishRange, outsidePublishRange } from '@/schemas/dateChecks'
import { now } from '@/schemas/initialValues'
import { markupInPlainText } from '@/schemas/inlineMarkup'
import {
  badCharacter,
  isOnlyInvisible,
  onlyInvisible,
  reordersText,
  saysNothing,
  unclosedBidi,
} from '@/schemas/textChecks'

interface Base<R> {
  required(): R
  error(message?: string): R
}
interface Sized<R> extends Base<R> {
  min(n: number): R
  max(n: number): R
}

/** "Headline is required." */
export const requiredMessage = (label: string) => `${label} is required.`

/** A value that must be there, of any type. */
export const required =
  (label: string) =>
  <R extends Base<R>>(rule: R) =>
    rule.required().error(requiredMessage(label))

type TypeChain = { name?: string; type?: TypeChain | null }

/** A `text` field (or a type made from one) is multi-line; any other string is one line. */
const isMultiLine = (type: TypeChain | null | undefined): boolean =>
  !!type && (type.name === 'text' || isMultiLine(type.type))

/**
 * What is wrong with text as typed, the first cause: a control character (a line break only
 * where it is multi-line), nothing but white space, nothing visible, a bidirectional control
 * that reorders the text (on one line any, on many one left open), or no letters or digits.
 */
export function typedTextProblem(
  value: string,
  { multiLine }: { multiLine: boolean },
): string | undefined {
  const character = badCharacter(value, { lineBreaks: multiLine })
  if (character) return character
  if (isOnlyInvisible(value)) return onlyInvisible
  // Sanity's required rule takes white space for a value.
  if (!value.trim()) return value ? 'must not be empty' : undefined
  return (multiLine ? unclosedBidi(value) : reordersText(value)) ?? saysNothing(value)
}

/**
 * A single-line or multi-line text with a maximum length, free of control characters (a line
 * break only where it is multi-line), visible, saying something (not punctuation alone) and in
 * the order typed (on one line no bidirectional controls, on many each closed on its line), and
 * without the seed's inline markup, which it would show as typed.
 */
export const text =
  (label: string, max: number, { optional = false } = {}) =>
  <R extends Sized<R> & { custom(fn: CustomValidator<unknown>): R }>(rule: R) => [
    ...(optional ? [] : [rule.required().error(requiredMessage(label))]),
    rule.max(max).error(`${label} must be at most ${max} characters.`),
    rule.custom((value, context) => {
      if (typeof value !== 'string') return true
      const multiLine = isMultiLine(context.type as TypeChain | undefined)
      // The first cause alone: a control character before anything else.
      const message = typedTextProblem(value, { multiLine }) ?? markupInPlainText(value)
      return message === undefined ? true : `${label} ${message}.`
    }),
  ]

/**
 * A field of text under `text`'s rule, named `label` in its messages: one line, or a `text` of
 * `rows` lines.
 */
export const textField = (
  name: string,
  label: string,
  max: number,
  {
    rows,
    optional,
    ...more
  }: {
    rows?: number
    optional?: boolean
    title?: string
    description?: string
    group?: string | string[]
  } = {},
) =>
  rows
    ? defineField({ name, type: 'text', rows, ...more, validation: text(label, max, { optional }) })
    : defineField({ name, type: 'string', ...more, validation: text(label, max, { optional }) })

/**
 * An email address, in a `string` field. Sanity checks an `email` field's form with each of its
 * rules, under that rule's message: with `required`, "a@b.com\nc@d.com" was said to be missing.
 * As a string, each rule says its own cause, as the seed does.
 */
export const email =
  (label: string) =>
  <R extends Base<R> & { email(): R }>(rule: R) => [
    rule.required().error(requiredMessage(label)),
    rule.email().error(`${label} must be an email address.`),
  ]

/** A list with a number of entries in a range, counted in `noun`s: "needs 2 to 6 citations". */
export const entries =
  (label: string, noun: string, min: number, max?: number) =>
  <R extends Sized<R>>(rule: R) => {
    const range =
      max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`
    const message = `${label} needs ${range} ${noun}.`
    return [
      rule.required().error(message),
      rule.min(min).error(message),
      ...(max === undefined ? [] : [rule.max(max).error(message)]),
    ]
  }

/**
 * A list that names nothing twice, said once of the list ("Topics lists a topic twice."), where
 * Sanity's unique() marks each copy: one cause, one message. References compare by what they
 * refer to.
 */
export const listsNothingTwice =
  (label: string, noun: string) =>
  <R extends { custom(fn: CustomValidator<unknown>): R }>(rule: R) =>
    rule.custom((list) => {
      const items = (Array.isArray(list) ? list : []).map((item: { _ref?: unknown } | null) =>
        JSON.stringify(item?._ref ?? item),
      )
      return new Set(items).size === items.length ? true : `${label} lists ${noun} twice.`
    })

/** The field of a whole number that orders a list: 0, 1, 2… */
export const orderField = () =>
  defineField({
    name: 'order',
    type: 'number',
    validation: (rule) => [
      rule.required().error(requiredMessage('Order')),
      rule.integer().error('Order must be a whole number.'),
      rule.min(0).error('Order must be 0 or more.'),
    ],
  })

/**
 * An https address, as every link on the site must be. A field that says itself why a user
 * name and password are refused (`credentialsChecked`) keeps Sanity's check of them from
 * saying "must be an https URL" instead.
 */
export const httpsUrl =
  (label: string, { optional = false, credentialsChecked = false } = {}) =>
  <R extends Base<R> & { uri(options: { scheme: string[]; allowCredentials?: boolean }): R }>(
    rule: R,
  ) => [
    ...(optional ? [] : [rule.required().error(requiredMessage(label))]),
    rule
      .uri({ scheme: ['https'], allowCredentials: credentialsChecked })
      .error(`${label} must be an https URL.`),
  ]

/**
 * A check the seed runs too, as a Studio rule. The check returns the words after the field's
 * name ("must not end with a slash"): the seed prints them after the field's path, the Studio
 * after its label ("Published URL must not end with a slash."), so both say the same thing.
 */
export const sharedCheck =
  (label: string, problem: (value: string) => string | undefined) =>
  <R extends { custom(fn: CustomValidator<unknown>): R }>(rule: R) =>
    rule.custom((value) => {
      const message = typeof value === 'string' ? problem(value) : undefined
      return message === undefined ? true : `${label} ${message}.`
    })

/** The pattern of every slug: lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type DateContext = { document?: Record<string, unknown> }
type DateComparison = (value: string, context: DateContext) => true | { message: string }

/**
 * A date field, one message per cause. Sanity runs a field's type check with each rule and gives
 * it that rule's message, so a date has one rule only: a required date says "is required" when
 * empty or not a date at all (only the API can send one), an optional one says "must be a date".
 * The comparison with another date returns objects, which keep their own message.
 */
export const date =
  (
    label: string,
    {
      optional = false,
      compare = [],
    }: { optional?: boolean; compare?: DateComparison | DateComparison[] } = {},
  ) =>
  <R extends Base<R> & { custom(fn: CustomValidator<string | undefined>): R }>(rule: R) =>
    (optional ? rule : rule.required())
      .custom((value, context) => {
        if (value === undefined || Number.isNaN(Date.parse(value))) return true
        // The first comparison that fails says why: one message per cause.
        for (const comparison of [compare].flat()) {
          const verdict = comparison(value, context)
          if (verdict !== true) return verdict
        }
        return true
      })
      .error(optional ? `${label} must be a date.` : requiredMessage(label))

/** A check of a date (schemas/dateChecks.ts), as a comparison of `date`: "<Label> <its words>." */
export const dateCheck =
  (label: string, problem: (value: string) => string | undefined): DateComparison =>
  (value) => {
    const message = problem(value)
    return message === undefined ? true : { message: `${label} ${message}.` }
  }

/** The publish date of a story or of a card (`what`), which orders it in lists, newest first. */
export const publishedAtField = (what: string) =>
  defineField({
    name: 'publishedAt',
    title: 'Published at',
    type: 'datetime',
    group: 'content',
    description: `Orders the ${what} in lists, newest first.`,
    initialValue: now,
    validation: date('Publish date', { compare: dateCheck('Publish date', outsidePublishRange) }),
  })

export const newestFirst = {
  title: 'Newest first',
  name: 'publishedAtDesc',
  by: [{ field: 'publishedAt', direction: 'desc' as const }],
}

/** Another date field of the same document, when it holds a date. */
const otherDate = (context: DateContext, field: string) => {
  const other = context.document?.[field]
  return typeof other === 'string' && !Number.isNaN(Date.parse(other)) ? other : undefined
}

/** "Updated at 2025-01-01 is before the publish date 2025-09-24." */
export const notBefore =
  (otherField: string, label: string, otherLabel: string): DateComparison =>
  (value, context) => {
    const other = otherDate(context, otherField)
    return other === undefined || Date.parse(value) >= Date.parse(other)
      ? true
      : { message: `${label} ${value.slice(0, 10)} is before ${otherLabel} ${other.slice(0, 10)}.` }
  }

/**
 * The reverse of notBefore: a source's date may not come after the story that cites it or, when
 * the story carries an update, after the update's date, since an update reports what came out
 * after publication. A publish date outside the allowed range is reported on its own field: every
 * source would follow a story dated 1900, and saying so for each would bury the one typo.
 */
export const notAfterStory =
  (label: string): DateComparison =>
  (value, context) => {
    const publishedAt = otherDate(context, 'publishedAt')
    if (publishedAt === undefined || !inPublishRange(publishedAt)) return true
    const published = publishedAt.slice(0, 10)
    const update = otherDate(
      { document: context.document?.update as DateContext['document'] },
      'date',
    )
    const [limit, what, why] =
      update && update > published
        ? [update, "the update's date", 'the story or its update']
        : [published, "the article's publish date", 'the story']
    return value.slice(0, 10) <= limit
      ? true
      : {
          message: `${label} ${value.slice(0, 10)} is after ${what} ${limit}; cite only what was published before ${why}.`,
        }
  }
