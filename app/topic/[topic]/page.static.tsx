// The public export: only the pages the dataset names are built; any other path is not found.
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { generateStaticParams as everyPage } from '@/app/topic/[topic]/TopicPage'

export { default, generateMetadata } from '@/app/topic/[topic]/TopicPage'
// `npm run build` renders only the pages changed since its last run (lib/pagePlan/pagePlan.ts).
export const generateStaticParams = planned(routeTemplates.topic, everyPage)
export const dynamicParams = false
