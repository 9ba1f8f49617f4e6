import { mkdtemp, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import type { SchemaType } from 'sanity'
import sharp from 'sharp'
import { buildTime, pageSizes } from '@/lib/content'
import { resolveImportAssets, type DatasetDocument, type Json } from '@/lib/sanity/datasetFile'
import { blockKind } from '@/schemas/blockText'
import { checkDocuments, studioSchema } from '@/schemas/checkDocuments'
import { heroMinimum } from '@/schemas/heroImage'
import { slugify } from '@/schemas/slug'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import { fail, projectRoot, seedDocuments } from '@/tests/contract/support/contractRun'
import { importInto } from '@/tests/contract/support/importer'

/**
 * A dataset the Studio accepts, drawn by fast-check from a seed: the seed's documents as
 * templates, every text the schema limits (schemas/, read from the compiled schema: its fields,
 * their `max`, closed lists and block kinds) written again in Latin, Greek, Cyrillic, Han,
 * Arabic or Hebrew with emoji, at the shortest (one letter), the longest or any length between.
 * Its shape holds what editors can make: categories and topics with 0, 1, a page and a page plus
 * one published stories, scheduled stories, a hero at the minimum size, every block kind in one
 * story, two authors sharing a bio, a topic described in a category's words, an author with no
 * story, and no featured story out (no home page, or one leading with a scheduled story).
 * The Studio's own validation (schemas/checkDocuments.ts) checks it: where it refuses a script
 * in a text (the social card draws Latin, Greek and Cyrillic only) that text is written in Latin,
 * and anything else it refuses stops the run.
 */

type Doc = DatasetDocument
type Obj = { [key: string]: Json }
type Type = SchemaType & { fields?: { name: string; type: Type }[]; of?: Type[] }
type RuleSpec = { flag: string; constraint?: unknown }

const letters = [
  'abcdefghijklmnopqrstuvwxyzéüñçø',
  'αβγδεζηθικλμνξοπρστυφχψω',
  'абвгдежзийклмнопрстуфхцчшщыэюя',
  '的一是不了人我在有他这中大来上国个到说们',
  'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
  'אבגדהוזחטיכלמנסעפצקרשת',
]
const emoji = ['🙂', '🚀', '👩🏽‍💼', '🌍', '📈']

/** The rules Sanity compiled for a type (Rule#_rules, typed in @sanity/types). */
const rulesOf = (type: Type): RuleSpec[] =>
  [type.validation]
    .flat()
    .flatMap((rule) => (rule as { _rules?: RuleSpec[] } | undefined)?._rules ?? [])
const ruled = (type: Type, flag: string) =>
  rulesOf(type).find((rule) => rule.flag === flag)?.constraint as number | undefined
const listOf = (type: Type) =>
  ((type.options as { list?: (string | { value: string })[] } | undefined)?.list ?? []).map(
    (item) => (typeof item === 'string' ? item : item.value),
  )
const isA = (type: Type | undefined, name: string): boolean =>
  !!type && (type.name === name || isA(type.type as Type | undefined, name))
const fieldType = (type: Type, name: string) => type.fields?.find((f) => f.name === name)?.type
const memberOf = (list: Type, item: Json) =>
  list.of?.find((m) => typeof item !== 'object' || m.name === (item as Obj)?._type) ?? list.of?.[0]

async function generatedDataset(seed: number) {
  const templates = await seedDocuments()
  // Sanity's compiled rules are read through a typed but internal property: say so if it moves.
  if (ruled(fieldType(studioSchema.get('article') as Type, 'headline')!, 'max') !== limits.headline)
    throw new Error(
      "The headline's limit was not read from the compiled schema: Sanity's Rule#_rules has changed; read the limits in tests/contract/generatedDataset.ts (rulesOf) another way.",
    )
  const [g] = fc.sample(fc.gen(), { seed, numRuns: 1 })
  const draw = g!
  let counter = 0
  /** Refused texts, by `${id}\0${field}` as the Studio names them: write them again in Latin. */
  const retype = new Map<string, (() => void)[]>()

  /** Text of exactly `length` characters (UTF-16 units, as Sanity counts), starting with a letter. */
  function words(length: number, script: string, withEmoji: boolean): string {
    const unit = fc.oneof(
      { arbitrary: fc.constantFrom(...script), weight: 6 },
      { arbitrary: fc.constant(' '), weight: 1 },
      { arbitrary: fc.constantFrom(...emoji), weight: withEmoji ? 1 : 0 },
    )
    const unique = String(++counter)
    // Too short for the number: a letter by the count, so two texts written one after the other
    // (a refused pair, written again) differ.
    let out = length > unique.length + 1 ? `${unique} ` : script[counter % script.length]!
    for (const char of draw(() => fc.array(unit, { minLength: length, maxLength: length })))
      if (out.length + char.length <= length) out += char
    out = out.replace(/ +/g, ' ').trimEnd()
    return out.padEnd(length, script)
  }
  const lengthUpTo = (max: number) =>
    draw(() =>
      fc.oneof(
        { arbitrary: fc.constant(1), weight: 1 },
        { arbitrary: fc.constant(max), weight: 1 },
        { arbitrary: fc.integer({ min: 1, max }), weight: 4 },
      ),
    )
  /** Writes `count` texts of `length` in all; `set` takes them, and again in Latin on refusal. */
  function write(key: string, length: number, count: number, set: (texts: string[]) => void) {
    const script = draw(() => fc.constantFrom(...letters))
    const each = Math.max(1, Math.floor(length / count))
    set(Array.from({ length: count }, () => words(each, script, true)))
    const again = () => set(Array.from({ length: count }, () => words(each, letters[0]!, false)))
    retype.set(key, [...(retype.get(key) ?? []), again])
  }

  /** Every text of a value written again within its type's limits, walking the compiled schema. */
  function rewrite(id: string, value: Json, type: Type, at: string): void {
    if (Array.isArray(value))
      value.forEach((item, index) => {
        const member = memberOf(type, item)
        const key = (item as Obj | null)?._key
        const place = `${at}[${typeof key === 'string' ? `_key=="${key}"` : index}]`
        if (!member) return
        if (isA(member, 'block')) {
          const spans = ((item as Obj).children as Obj[]).filter((c) => c._type === 'span')
          const { max } = blockKind(item as Obj)
          write(`${id}\0${place}`, lengthUpTo(max), spans.length, (texts) =>
            spans.forEach((span, i) => (span.text = texts[i]!)),
          )
        } else if (typeof item === 'string') {
          const max = ruled(member, 'max')
          if (max) write(`${id}\0${place}`, lengthUpTo(max), 1, ([t]) => (value[index] = t!))
        } else rewrite(id, item, member, place)
      })
    else if (value && typeof value === 'object' && !isA(type, 'slug'))
      for (const field of type.fields ?? []) {
        const child = value[field.name]
        const place = at ? `${at}.${field.name}` : field.name
        const max = ruled(field.type, 'max')
        const free = !rulesOf(field.type).some((r) => r.flag === 'email' || r.flag === 'valid')
        if (typeof child === 'string' && max && free && !listOf(field.type).length)
          write(`${id}\0${place}`, lengthUpTo(max), 1, ([t]) => (value[field.name] = t!))
        else if (child !== undefined) rewrite(id, child, field.type, place)
      }
  }

  /** A value of a type from nothing, its texts one letter until rewritten: for block kinds. */
  function skeleton(type: Type, key: string): Json {
    if (type.jsonType === 'array') {
      const min = ruled(type, 'min') ?? 1
      const count = draw(() => fc.integer({ min, max: ruled(type, 'max') ?? min }))
      return Array.from({ length: count }, (_, i) => skeleton(type.of![0]!, `${key}i${i}`))
    }
    if (type.jsonType === 'string') return listOf(type).length ? listOf(type)[0]! : 'x'
    const fields = (type.fields ?? []).map((f) => [f.name, skeleton(f.type, `${key}${f.name}`)])
    return { _type: type.name, _key: key, ...Object.fromEntries(fields) }
  }
  /** One paragraph of each style and list kind the body's blocks offer. */
  function blocksOf(type: Type): Obj[] {
    const block = (key: string, extra: Obj): Obj => ({
      _type: 'block',
      _key: key,
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}s`, text: 'x', marks: [] }],
      ...extra,
    })
    const styles = listOf(fieldType(type, 'style')!).filter((style) => style !== 'lead')
    const lists = listOf(fieldType(type, 'listItem')!)
    return [
      ...styles.map((style) => block(`gs${style}`, { style })),
      ...lists.map((list) => block(`gl${list}`, { style: 'normal', listItem: list, level: 1 })),
    ]
  }

  const clone = (doc: Doc) => structuredClone(doc)
  const ofType = (type: string) => templates.filter((doc) => doc._type === type)
  const ref = (id: string, key?: string): Obj => ({
    _type: 'reference',
    _ref: id,
    ...(key ? { _key: key } : {}),
  })
  const refOf = (value: Json | undefined) => (value as { _ref?: string } | undefined)?._ref
  const slugFrom = (source: Json | undefined, id: number) => ({
    _type: 'slug',
    current: [String(id), slugify(String(source), limits.slug - String(id).length - 1)]
      .filter(Boolean)
      .join('-'),
  })

  // Categories: one of each in the vocabulary, with 0, 1, a page and a page plus one stories.
  const page = pageSizes.listing
  const counts = draw(() =>
    fc.shuffledSubarray([0, 1, page, page + 1], { minLength: 4, maxLength: 4 }),
  )
  const categories = categorySlugs.map((slug) =>
    clone(ofType('category').find((doc) => (doc.slug as Obj).current === slug)!),
  )
  // Topics: the same four counts, then more so a story can have the most topics allowed.
  const topicTemplates = ofType('topic')
  const topics = Array.from({ length: 3 + limits.topicsMax }, (_, i) => {
    const doc = clone(topicTemplates[i % topicTemplates.length]!)
    return { ...doc, _id: `topic-generated-${i}` } as Doc
  })
  const [emptyTopic, oneTopic, pageTopic, overTopic, ...fillers] = topics
  const authorTemplate = ofType('author')[0]!
  const desk = clone(authorTemplate)
  const writers = [1, 2, 3].map((i): Doc => ({
    ...clone(authorTemplate),
    _id: `author-generated-${i}`,
    email: `writer${i}@example.org`,
  }))

  const articles = ofType('article')
  const summaries = ofType('summary')
  const published = counts.reduce((sum, count) => sum + count, 0)
  const scheduled = draw(() => fc.integer({ min: 1, max: 3 }))
  const clock = buildTime().getTime()
  const stories: Doc[] = []
  const cards: Doc[] = []
  let categoryIndex = 0
  let left = counts[0]!
  for (let i = 0; i < published + scheduled; i++) {
    const isScheduled = i >= published
    while (!isScheduled && left === 0) left = counts[++categoryIndex]!
    left--
    const template = articles[i % articles.length]!
    const story: Doc = { ...clone(template), _id: `article-generated-${i}` }
    const storyTopics = isScheduled
      ? [emptyTopic!, fillers[0]!]
      : [
          i <= page ? overTopic! : i <= 2 * page ? pageTopic! : oneTopic!,
          ...fillers.slice(0, i === 0 ? limits.topicsMax - 1 : 1 + (i % 2)),
        ]
    story.topics = storyTopics.map((topic, k) => ref(topic._id, `t${k}`))
    story.author = ref(isScheduled ? desk._id : [desk, ...writers.slice(0, 2)][i % 3]!._id)
    const shift = (Math.floor(i / articles.length) + 1) * 60_000
    if (isScheduled) {
      // Never before a source it cites: the template's update may cite sources after its date.
      const cited = ((template.citations ?? []) as Obj[]).map(({ publishedAt }) =>
        Date.parse(String(publishedAt ?? '')),
      )
      story.publishedAt = new Date(
        Math.max(
          clock + draw(() => fc.integer({ min: 2, max: 365 })) * 864e5,
          ...cited.filter(Number.isFinite).map((date) => date + 864e5),
        ),
      ).toISOString()
      for (const field of ['updatedAt', 'correction', 'update']) delete story[field]
    } else {
      story.publishedAt = new Date(Date.parse(String(template.publishedAt)) + shift).toISOString()
      if (story.updatedAt)
        story.updatedAt = new Date(Date.parse(String(story.updatedAt)) + shift).toISOString()
    }
    rewrite(story._id, story, studioSchema.get('article') as Type, '')
    story.slug = slugFrom(story.headline, i)
    stories.push(story)
    const card = clone(summaries.find((doc) => refOf(doc.article) === template._id)!)
    Object.assign(card, {
      _id: `summary-generated-${i}`,
      article: ref(story._id),
      categories: [ref(categories[isScheduled ? counts.indexOf(0) : categoryIndex]!._id, 'c0')],
      publishedAt: story.publishedAt,
      featured: false,
    })
    rewrite(card._id, card, studioSchema.get('summary') as Type, '')
    cards.push(card)
  }

  // Every block kind the body takes, in one story, each written as any other text.
  const bodyType = studioSchema.get('articleBody') as Type
  const everyKind = stories[draw(() => fc.integer({ min: 0, max: published - 1 }))]!
  const has = (name: string) => (everyKind.body as Obj[]).some((item) => item._type === name)
  const added = bodyType.of!.flatMap((member) =>
    isA(member, 'block')
      ? blocksOf(member)
      : has(member.name)
        ? []
        : [skeleton(member, `g${member.name}`) as Obj],
  )
  rewrite(everyKind._id, added, bodyType, `body`)
  everyKind.body = [...(everyKind.body as Json[]), ...added]
  const minimumHero = stories[draw(() => fc.integer({ min: 0, max: published - 1 }))]!
  ;(minimumHero.hero as Obj)._sanityAsset = 'image@file://./hero-minimum.png'

  const others = templates.filter(
    (doc) => !['article', 'summary', 'category', 'topic', 'author', 'homePage'].includes(doc._type),
  )
  const documents: Doc[] = [...others.map(clone), ...categories, ...topics, desk, ...writers]
  for (const doc of documents) {
    rewrite(doc._id, doc, studioSchema.get(doc._type) as Type, '')
    if (doc._type === 'topic' || doc._type === 'author') doc.slug = slugFrom(doc.name, ++counter)
  }
  // What editors share: a bio, and a topic described in a category's words.
  writers[1]!.bio = writers[0]!.bio!
  fillers[0]!.description = categories[0]!.description!
  const settings = documents.find((doc) => doc._type === 'siteSettings')!
  const host = new URL(String(settings.siteUrl)).host.replace(/^www\./, '')
  settings.siteUrl = `https://${draw(() => fc.constantFrom('www', 'news', 'brief'))}.${host}`
  documents.push(...stories, ...cards)
  const homePage = draw(() => fc.boolean())
  if (homePage) {
    const trending = draw(() =>
      fc.uniqueArray(fc.integer({ min: 0, max: published - 1 }), { minLength: 3, maxLength: 3 }),
    )
    documents.push({
      _id: 'homePage',
      _type: 'homePage',
      featured: ref(cards[published]!._id),
      trending: trending.map((i, k) => ref(cards[i]!._id, `t${k}`)),
    })
  }

  // The images: the seed's, and a hero at the minimum size.
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'generated-dataset-'))
  await symlink(path.join(projectRoot, 'seed', 'images'), path.join(baseDir, 'images'))
  await sharp({ create: { ...heroMinimum, channels: 3, background: '#2a6f97' } })
    .png()
    .toFile(path.join(baseDir, 'hero-minimum.png'))

  // The Studio's word: texts in a script it refuses are written in Latin; anything else stops.
  for (let round = 0; ; round++) {
    const resolved = await resolveImportAssets(documents, baseDir)
    const problems = await checkDocuments(
      resolved.filter((doc) => !doc._type.startsWith('sanity.')),
      resolved,
    )
    if (problems.length === 0) break
    const fixable = problems.filter(({ id, field }) => retype.has(`${id}\0${field}`))
    if (round === 5 || fixable.length < problems.length)
      throw new Error(
        `The dataset generated from seed ${seed} is not one the Studio accepts; fix tests/contract/generatedDataset.ts:\n${problems
          .map(({ id, field, message }) => `  ${id} ${field}: ${message}`)
          .join('\n')}`,
      )
    for (const { id, field } of fixable) for (const again of retype.get(`${id}\0${field}`)!) again()
  }

  // The story an editor retitles: on the home page's Latest, but not among the newest few that
  // every page carries (the not-found page's), whose change renders every page.
  const edited = stories
    .slice(0, published)
    .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[pageSizes.goOn]!
  const slug = (doc: Doc) => `/article/${String((doc.slug as Obj).current)}`
  const perCategory = categorySlugs.map((name, i) => `${name} ${counts[i]}`).join(', ')
  const siteUrl = String(settings.siteUrl)
  return {
    documents,
    baseDir,
    siteUrl,
    editedSlug: slug(edited).slice('/article/'.length),
    described: `site at ${siteUrl}; published stories by category: ${perCategory}; ${scheduled} scheduled; ${homePage ? 'the home page leads with a scheduled story' : 'no home page'}; every block kind at ${slug(everyKind)}; the smallest hero at ${slug(minimumHero)}`,
  }
}

/** The seed a run was given (`DATASET_SEED`), or a new one. */
export function datasetSeed(given: string | undefined): number {
  if (given === undefined) return Math.floor(Math.random() * 2 ** 31)
  if (/^-?\d{1,10}$/.test(given.trim())) return Number(given)
  console.error(`✖ DATASET_SEED must be a whole number, as a run prints it, not "${given}".`)
  process.exit(2)
}

/** A generated dataset imported into the stand-in; the variables a build reads it with. */
export async function importGeneratedDataset(seed: number, lake: ContentLake) {
  const generated = await generatedDataset(seed).catch((error: Error) => fail(error.message))
  const { documents, baseDir, siteUrl, editedSlug, described } = generated
  await importInto(lake, { documents, dir: baseDir })
    .catch((error: Error) => fail(`the dataset of seed ${seed}: ${error.message}`))
    .finally(() => rm(baseDir, { recursive: true, force: true }))
  const hosted = lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read, SITE_URL: siteUrl })
  return { hosted, editedSlug, described }
}
