// The public export: only the pages the dataset names, and of those the ones changed since the
// last build (lib/pagePlan/pagePlan.ts); any other path is not found.
import { topicListings } from '@/app/_components/listingKinds'
import { listingRoute } from '@/app/_components/listingRoutes'

const route = listingRoute(topicListings, true)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
export const dynamicParams = false
