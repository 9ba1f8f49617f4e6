import { topicListings } from '@/app/_components/listingKinds'
import { numberedPageRoute } from '@/app/_components/listingRoutes'

const route = numberedPageRoute(topicListings)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
