import type { AuthorSource } from '@/seed/content/types'

/** Who writes the stories: every article is bylined to the news desk. */
export const authors: AuthorSource[] = [
  {
    slug: 'news-desk',
    name: 'HR Leadership Brief News Desk',
    bio: 'The newsroom of HR Leadership Brief: reporters and editors who follow employment law, hiring, workplace culture and people data for chief HR officers, and who check every story against court records, agency releases and company statements before it is published.',
    email: 'editors@hrleadershipbrief.com',
    image: {
      file: 'news-desk.png',
      alt: 'Flat illustration of a typed story under a magnifying glass beside a calendar page with a check mark, in teal and navy',
      credit: 'Illustration by the HR Leadership Brief art desk',
    },
  },
]
