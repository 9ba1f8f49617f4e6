import { authorListings } from '@/app/_components/listingKinds'
import { numberedPageRoute } from '@/app/_components/listingRoutes'

const route = numberedPageRoute(authorListings)

export const { generateStaticParams, generateMetadata } = route
export default route.ListingPage
