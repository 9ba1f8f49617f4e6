import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from '@/schemas'

const singletonTitles: Record<(typeof singletonTypes)[number], string> = {
  siteSettings: 'Site settings',
  homePage: 'Home page',
  aboutPage: 'About page',
  privacyPage: 'Privacy policy',
  careersPage: 'Careers page',
}

const byDate = [{ field: 'publishedAt', direction: 'desc' as const }]
const byOrder = [{ field: 'order', direction: 'asc' as const }]

/** Lists newest first; each singleton opens its one document directly. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('contactMessage')
        .title('Messages')
        .child(
          S.documentTypeList('contactMessage')
            .title('Messages, newest first')
            .defaultOrdering([{ field: '_createdAt', direction: 'desc' }]),
        ),
      S.divider(),
      S.documentTypeListItem('article')
        .title('Articles')
        .child(S.documentTypeList('article').title('Articles').defaultOrdering(byDate)),
      S.documentTypeListItem('summary')
        .title('Summaries')
        .child(S.documentTypeList('summary').title('Summary cards').defaultOrdering(byDate)),
      S.documentTypeListItem('topic')
        .title('Topics')
        .child(
          S.documentTypeList('topic')
            .title('Topics')
            .defaultOrdering([{ field: 'name', direction: 'asc' }]),
        ),
      S.documentTypeListItem('author')
        .title('Authors')
        .child(
          S.documentTypeList('author')
            .title('Authors')
            .defaultOrdering([{ field: 'name', direction: 'asc' }]),
        ),
      S.divider(),
      S.documentTypeListItem('job')
        .title('Jobs')
        .child(S.documentTypeList('job').title('Job openings').defaultOrdering(byOrder)),
      S.documentTypeListItem('benefit')
        .title('Benefits')
        .child(S.documentTypeList('benefit').title('Benefits').defaultOrdering(byOrder)),
      S.documentTypeListItem('category')
        .title('Categories')
        .child(S.documentTypeList('category').title('Categories').defaultOrdering(byOrder)),
      S.divider(),
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(singletonTitles[type])
          .id(type)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(type).title(singletonTitles[type])),
      ),
    ])
