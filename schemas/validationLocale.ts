import { usEnglishLocale, type ValidateDocumentOptions } from 'sanity'

/**
 * Sanity's built-in validation messages in English, for validation run outside the Studio.
 * validateDocument words them through the workspace's i18n, which only the Studio sets up: a
 * bare key such as "validation:object.reference-not-published" reached editors instead. The
 * strings are the Studio's own (its public usEnglishLocale bundle); this only fills them in,
 * as i18next would (with the project's words where Sanity's say nothing of what to do): a
 * `context` option picks the `<key>_<context>` variant when there is one,
 * and `{{name}}` takes the option of that name.
 */

type Strings = Record<string, string>

const bundle = usEnglishLocale.bundles?.find(
  (candidate) => typeof candidate === 'object' && candidate.namespace === 'validation',
)
/** Where Sanity's words do not say what to do, the project's. */
const projectWords: Strings = {
  'object.reference-not-published':
    'Refers to {{documentId}}, which is not published; publish it, or pick a published one',
}

const strings: Strings = {
  ...(bundle && typeof bundle === 'object' && typeof bundle.resources === 'object'
    ? (bundle.resources as Strings)
    : {}),
  ...projectWords,
}

/** "{{messages, list}}": several results of one rule, joined as a sentence lists them. */
const list = new Intl.ListFormat('en-US', { type: 'conjunction' })

function translate(key: string, options: Record<string, unknown> = {}): string {
  const name = key.replace(/^validation:/, '')
  const context = typeof options.context === 'string' ? options.context : ''
  const template = (context && strings[`${name}_${context}`]) || strings[name] || name
  return template.replace(/\{\{\s*(\w+)(?:\s*,\s*list)?\s*\}\}/g, (_, option: string) => {
    const value = options[option]
    if (Array.isArray(value)) return list.format(value.map(String))
    return value === undefined ? '' : String(value)
  })
}

type I18n = ValidateDocumentOptions['workspace']['i18n']

/** The `i18n` a workspace hands validateDocument; i18next's TFunction type carries a brand alone. */
export const validationI18n: I18n = {
  currentLocale: { id: 'en-US' },
  loadNamespaces: async () => {},
  t: translate as unknown as I18n['t'],
}
