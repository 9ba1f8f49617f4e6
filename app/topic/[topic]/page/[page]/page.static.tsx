// The public export: only the pages the dataset names are built; any other path is not found.
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { generateStaticParams as everyPage } from '@/app/topic/[topic]/page/[page]/TopicListingPage'

export { default, generateMetadata } from '@/app/topic/[topic]/page/[page]/TopicListingPage'
// `npm run build` renders only the pages changed since its last run (lib/pagePlan/pagePlan.ts).
export const generateStaticParams = planned(routeTemplates.topicPage, everyPage)
export const dynamicParams = false
