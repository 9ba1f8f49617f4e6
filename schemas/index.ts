import type { SchemaTypeDefinition } from 'sanity'
import { article } from '@/schemas/documents/article'
import { author } from '@/schemas/documents/author'
import { benefit } from '@/schemas/documents/benefit'
import { category } from '@/schemas/documents/category'
import { contactMessage } from '@/schemas/documents/contactMessage'
import { job } from '@/schemas/documents/job'
import { summary } from '@/schemas/documents/summary'
import { topic } from '@/schemas/documents/topic'
import {
  actionItems,
  articleBody,
  callout,
  diveBrief,
  diveInsight,
  pullQuote,
  takeaways,
} from '@/schemas/objects/blocks'
import { citation } from '@/schemas/objects/citation'
import { correction, update } from '@/schemas/objects/datedNotes'
import { figure } from '@/schemas/objects/figure'
import { privacySection, titledText } from '@/schemas/objects/titledText'
import { aboutPage } from '@/schemas/singletons/aboutPage'
import { careersPage } from '@/schemas/singletons/careersPage'
import { homePage } from '@/schemas/singletons/homePage'
import { privacyPage } from '@/schemas/singletons/privacyPage'
import { siteSettings } from '@/schemas/singletons/siteSettings'

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

/** The Studio's types: the site's content, and the messages sent with the contact form. */
export const studioTypes: SchemaTypeDefinition[] = [...schemaTypes, contactMessage]
