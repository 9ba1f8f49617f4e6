import { categoryListings } from '@/app/_components/listingKinds'
import { listingRoute } from '@/app/_components/listingRoutes'

const route = listingRoute(categoryListings, false)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
