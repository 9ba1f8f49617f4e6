// The public export: only the pages the dataset names are built; any other path is not found.
export { default, generateMetadata, generateStaticParams } from './AuthorListingPage'
export const dynamicParams = false
