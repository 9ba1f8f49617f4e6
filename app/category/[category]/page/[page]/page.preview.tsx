// The editors' preview: rendered on request, so a draft with a new slug can be seen before publishing.
export { default, generateMetadata } from '@/app/category/[category]/page/[page]/page.static'
export const dynamic = 'force-dynamic'
