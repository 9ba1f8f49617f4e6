import { getCategories, getCategoryListing } from '@/lib/content'
import { feedResponse } from '@/lib/feed/feedResponse'
import { feedPaths, paths } from '@/schemas/vocabulary'

// The public export only; the preview server has no feeds.
export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getCategories()).map(({ slug }) => ({ category: slug }))
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ category: string }> },
) {
  const { category: slug } = await params
  const category = (await getCategoryListing(slug))!
  return feedResponse(
    (siteName) => ({
      title: `${siteName}: ${category.name}`,
      description: category.description,
      pagePath: paths.category(category.slug),
      feedPath: feedPaths.category(category.slug),
    }),
    (article) => article.categories.some((candidate) => candidate.slug === category.slug),
  )
}
