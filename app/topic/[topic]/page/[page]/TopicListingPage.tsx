import { topicListings } from '@/app/_components/listingKinds'
import { listingRoute } from '@/app/_components/listingRoutes'

const route = listingRoute(topicListings, true)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
