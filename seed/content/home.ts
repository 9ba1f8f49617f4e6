import type { HomeSource } from '@/seed/content/types'

/** What the front page leads with. Sections and the latest feed follow from publish dates. */
export const home: HomeSource = {
  featured: 'summary-h1b-changes-talent',
  trending: [
    'summary-workday-ai-hiring-talent',
    'summary-newsom-robo-bosses-veto-analytics',
    'summary-google-retaliation-suit-culture',
  ],
}
