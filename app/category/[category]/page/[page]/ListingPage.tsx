import { categoryListings } from '@/app/_components/listingKinds'
import { numberedPageRoute } from '@/app/_components/listingRoutes'

const route = numberedPageRoute(categoryListings)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
