import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from '@/schemas'

const newest = { field: 'publishedAt', direction: 'desc' } as const
const byName = { field: 'name', direction: 'asc' } as const
const byOrder = { field: 'order', direction: 'asc' } as const

/** Each list: type, its title in the desk, the title of its list, its order. */
const lists = [
  [
    'contactMessage',
    'Messages',
    'Messages, newest first',
    { field: '_createdAt', direction: 'desc' },
  ],
  'divider',
  ['article', 'Articles', 'Articles', newest],
  ['summary', 'Summaries', 'Summary cards', newest],
  ['topic', 'Topics', 'Topics', byName],
  ['author', 'Authors', 'Authors', byName],
  'divider',
  ['job', 'Jobs', 'Job openings', byOrder],
  ['benefit', 'Benefits', 'Benefits', byOrder],
  ['category', 'Categories', 'Categories', byOrder],
] as const

/** Lists newest first; each singleton opens its one document directly. */
export const structure: StructureResolver = (S, { schema }) =>
  S.list()
    .title('Content')
    .items([
      ...lists.map((list) =>
        list === 'divider'
          ? S.divider()
          : S.documentTypeListItem(list[0])
              .title(list[1])
              .child(S.documentTypeList(list[0]).title(list[2]).defaultOrdering([list[3]])),
      ),
      S.divider(),
      ...singletonTypes.map((type) => {
        const title = schema.get(type)?.title ?? type
        return S.listItem()
          .title(title)
          .id(type)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(type).title(title))
      }),
    ])
