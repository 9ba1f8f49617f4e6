// The public export: only the pages the dataset names, and of those the ones changed since the
// last build (lib/pagePlan/pagePlan.ts); any other path is not found.
export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/topic/[topic]/page/[page]/TopicListingPage'
export const dynamicParams = false
