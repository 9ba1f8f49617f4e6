// The public export: only the pages the dataset names are built; any other path is not found.
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { generateStaticParams as everyPage } from '@/app/category/[category]/CategoryPage'

export { default, generateMetadata } from '@/app/category/[category]/CategoryPage'
// `npm run build` renders only the pages changed since its last run (lib/pagePlan/pagePlan.ts).
export const generateStaticParams = planned(routeTemplates.category, everyPage)
export const dynamicParams = false
