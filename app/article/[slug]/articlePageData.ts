import { getArticle, getSettings } from '@/lib/content'

/**
 * Everything an article page reads of the content. The page plan hashes this very answer
 * (app/_plan/plannedRoutes.ts), so the page must read nothing else.
 */
export const articlePageData = (slug: string) => Promise.all([getArticle(slug), getSettings()])
