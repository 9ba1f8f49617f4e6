import { defineField, defineType } from 'sanity'
import { citationKinds, limits, type CitationKind } from '@/schemas/vocabulary'
import {
  citedTwice,
  citedUrls,
  earlierCitationOf,
  isCitationKind,
  kindMissing,
  originalProblem,
  sourceUrlProblem,
} from '@/schemas/citationRules'
import { syndicatedHostOf } from '@/schemas/syndicatedHosts'
import { afterToday } from '@/schemas/dateChecks'
import { date, dateCheck, httpsUrl, notAfterStory, textField } from '@/schemas/rules'

export const citation = defineType({
  name: 'citation',
  title: 'Citation',
  type: 'object',
  fields: [
    textField('title', 'Headline', limits.citationTitle, { title: 'Headline' }),
    textField('publisher', 'Publisher', limits.publisher),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      description: 'The original publisher or the primary document, never a syndicated copy.',
      validation: (rule) => [
        ...httpsUrl('URL', { credentialsChecked: true })(rule),
        rule.custom((value) => {
          const problem = typeof value === 'string' ? sourceUrlProblem(value) : undefined
          return problem ? `URL ${problem}.` : true
        }),
        rule.custom((value) => {
          const host = typeof value === 'string' ? syndicatedHostOf(value) : undefined
          return host
            ? `URL is on ${host}, which republishes or mirrors others' work; cite the original publisher or the primary document.`
            : true
        }),
        rule.custom((value, context) => {
          const citations = context.document?.citations
          const key = (context.path?.at(-2) as { _key?: unknown } | undefined)?._key
          const index = (Array.isArray(citations) ? citations : []).findIndex(
            (citation: { _key?: unknown }) => citation?._key === key,
          )
          const earlier = earlierCitationOf(value, index, citations)
          return earlier === undefined ? true : `URL ${citedTwice(earlier)}.`
        }),
      ],
    }),
    defineField({
      name: 'publishedAt',
      title: 'Source date',
      type: 'date',
      description:
        'When the source was published; never after the article, or after its update when the source is what the update reports.',
      validation: date('Source date', {
        compare: [dateCheck('Source date', afterToday), notAfterStory('Source date')],
      }),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of source',
      type: 'string',
      options: {
        list: citationKinds.map(({ value, title }) => ({ value, title })),
        layout: 'radio',
      },
      validation: (rule) =>
        rule.custom((value) => (isCitationKind(value) ? true : `Kind of source ${kindMissing}.`)),
    }),
    defineField({
      name: 'original',
      title: 'Original it copies',
      type: 'url',
      description: 'For a republication: the address of the original, cited beside it.',
      hidden: ({ parent, value }) =>
        !value && (parent as { kind?: CitationKind } | undefined)?.kind !== 'republication',
      validation: (rule) => [
        ...httpsUrl('Original it copies', { optional: true })(rule),
        rule.custom((value, context) => {
          const problem = originalProblem(
            { kind: (context.parent as { kind?: unknown } | undefined)?.kind, original: value },
            citedUrls(context.document?.citations),
          )
          return problem ? `Original it copies ${problem}.` : true
        }),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})
