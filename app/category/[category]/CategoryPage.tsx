import { categoryListings } from '@/app/_components/listingKinds'
import { firstPageRoute } from '@/app/_components/listingRoutes'

const route = firstPageRoute(categoryListings)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
