// The public export: only the pages the dataset names are built; any other path is not found.
export { default, generateMetadata, generateStaticParams } from './AuthorPage'
export const dynamicParams = false
