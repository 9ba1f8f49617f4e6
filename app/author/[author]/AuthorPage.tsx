import { authorListings } from '@/app/_components/listingKinds'
import { firstPageRoute } from '@/app/_components/listingRoutes'

const route = firstPageRoute(authorListings)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
