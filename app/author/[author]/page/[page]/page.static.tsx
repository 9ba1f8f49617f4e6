// The public export: only the pages the dataset names are built; any other path is not found.
import { planned, routeTemplates } from '@/lib/build/pagePlan'
import { generateStaticParams as everyPage } from './AuthorListingPage'

export { default, generateMetadata } from './AuthorListingPage'
// `npm run build` renders only the pages changed since its last run (lib/build/pagePlan.ts).
export const generateStaticParams = planned(routeTemplates.authorPage, everyPage)
export const dynamicParams = false
