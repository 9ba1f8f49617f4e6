/**
 * Validation rules with the seed's wording, so the Studio and `npm run seed` tell an editor
 * the same thing. One message per rule: the editor reads exactly which limit was broken,
 * never a generic "Invalid". Each helper returns a field's `validation` function.
 */

import type { CustomValidator } from 'sanity'

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

/** A single-line or multi-line text with a maximum length. */
export const text =
  (label: string, max: number, { optional = false } = {}) =>
  <R extends Sized<R>>(rule: R) => [
    ...(optional ? [] : [rule.required().error(requiredMessage(label))]),
    rule.max(max).error(`${label} must be at most ${max} characters.`),
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

/** A whole number used for ordering lists: 0, 1, 2… */
export const order =
  () =>
  <R extends Sized<R> & { integer(): R }>(rule: R) => [
    rule.required().error(requiredMessage('Order')),
    rule.integer().error('Order must be a whole number.'),
    rule.min(0).error('Order must be 0 or more.'),
  ]

/** An https address, as every link on the site must be. */
export const httpsUrl =
  (label: string, { optional = false } = {}) =>
  <R extends Base<R> & { uri(options: { scheme: string[] }): R }>(rule: R) => [
    ...(optional ? [] : [rule.required().error(requiredMessage(label))]),
    rule.uri({ scheme: ['https'] }).error(`${label} must be an https URL.`),
  ]

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
    { optional = false, compare }: { optional?: boolean; compare?: DateComparison } = {},
  ) =>
  <R extends Base<R> & { custom(fn: CustomValidator<string | undefined>): R }>(rule: R) =>
    (optional ? rule : rule.required())
      .custom((value, context) =>
        value === undefined || Number.isNaN(Date.parse(value)) || !compare
          ? true
          : compare(value, context),
      )
      .error(optional ? `${label} must be a date.` : requiredMessage(label))

/** Another date field of the same document, when it holds a date. */
const otherDate = (context: DateContext, field: string) => {
  const other = context.document?.[field]
  return typeof other === 'string' && !Number.isNaN(Date.parse(other)) ? other : undefined
}

/** "Updated at must not be before the publish date." */
export const notBefore =
  (otherField: string, label: string, otherLabel: string): DateComparison =>
  (value, context) => {
    const other = otherDate(context, otherField)
    return other === undefined || Date.parse(value) >= Date.parse(other)
      ? true
      : { message: `${label} must not be before ${otherLabel}.` }
  }

/**
 * The latest day a source may carry: the story's publish date or, when the story carries an
 * update, the update's date, since an update reports what came out after publication. The seed
 * and the Studio both word it this way.
 */
export function sourceDateLimit(article: { publishedAt: string; update?: { date: string } }) {
  const published = article.publishedAt.slice(0, 10)
  return article.update && article.update.date > published
    ? {
        date: article.update.date,
        what: "the update's date",
        why: 'cite only what was published before the story or its update',
      }
    : {
        date: published,
        what: "the article's publish date",
        why: 'cite only what was published before the story',
      }
}

/** The reverse of notBefore: a source's date may not come after the story that cites it. */
export const notAfterStory =
  (label: string): DateComparison =>
  (value, context) => {
    const publishedAt = otherDate(context, 'publishedAt')
    if (publishedAt === undefined) return true
    const update = context.document?.update as { date?: unknown } | undefined
    const updateDate =
      typeof update?.date === 'string' && !Number.isNaN(Date.parse(update.date))
        ? update.date
        : undefined
    const limit = sourceDateLimit({
      publishedAt,
      update: updateDate ? { date: updateDate } : undefined,
    })
    return value.slice(0, 10) <= limit.date
      ? true
      : { message: `${label} must not be after ${limit.what}; ${limit.why}.` }
  }
