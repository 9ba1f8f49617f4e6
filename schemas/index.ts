import type { SchemaTypeDefinition } from 'sanity'
import { article } from './documents/article'
import { author } from './documents/author'
import { benefit } from './documents/benefit'
import { category } from './documents/category'
import { job } from './documents/job'
import { summary } from './documents/summary'
import { topic } from './documents/topic'
import {
  actionItems,
  articleBody,
  callout,
  diveBrief,
  diveInsight,
  pullQuote,
  takeaways,
} from './objects/blocks'
import { citation } from './objects/citation'
import { correction, update } from './objects/datedNotes'
import { figure } from './objects/figure'
import { privacySection, titledText } from './objects/titledText'
import { aboutPage } from './singletons/aboutPage'
import { careersPage } from './singletons/careersPage'
import { homePage } from './singletons/homePage'
import { privacyPage } from './singletons/privacyPage'
import { siteSettings } from './singletons/siteSettings'

/** Documents that exist exactly once, with a fixed id equal to their type. */
export const singletonTypes = [
  'siteSettings',
  'homePage',
  'aboutPage',
  'privacyPage',
  'careersPage',
] as const

export const schemaTypes: SchemaTypeDefinition[] = [
  article,
  summary,
  category,
  topic,
  author,
  job,
  benefit,
  siteSettings,
  homePage,
  aboutPage,
  privacyPage,
  careersPage,
  figure,
  citation,
  correction,
  update,
  articleBody,
  diveBrief,
  diveInsight,
  pullQuote,
  callout,
  actionItems,
  takeaways,
  titledText,
  privacySection,
]
