// The public export: only the pages the dataset names are built; any other path is not found.
import { planned, routeTemplates } from '@/lib/build/pagePlan'
import { generateStaticParams as everyPage } from './ListingPage'

export { default, generateMetadata } from './ListingPage'
// `npm run build` renders only the pages changed since its last run (lib/build/pagePlan.ts).
export const generateStaticParams = planned(routeTemplates.categoryPage, everyPage)
export const dynamicParams = false
