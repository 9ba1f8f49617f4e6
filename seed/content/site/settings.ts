import type { SiteSettingsSource } from '@/seed/content/types'

export const settings: SiteSettingsSource = {
  siteName: 'HR Leadership Brief',
  siteUrl: 'https://hrleadershipbrief.com',
  description:
    'HR Leadership Brief covers the news, policy shifts and workforce data that chief HR officers and HR leaders need to make decisions.',
  newsDesk: 'news-desk',
  social: {
    linkedin: 'https://www.linkedin.com/company/hrleadershipbrief',
    twitter: 'https://twitter.com/hrleadershipbrf',
    facebook: 'https://www.facebook.com/hrleadershipbrief',
  },
  contact: {
    email: 'editors@hrleadershipbrief.com',
    phone: '+1 (212) 555-0147',
    supportHours: 'Mon-Fri 9am-6pm EST',
    address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118'],
    mediaEmail: 'media@hrleadershipbrief.com',
    replyPromise: 'within 24 hours',
  },
}
