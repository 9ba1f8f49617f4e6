import { getTopicListing, getTopics } from '@/lib/content'
import { feedResponse } from '@/lib/feed/feedResponse'
import { feedPaths, paths } from '@/schemas/vocabulary'

// The public export only; the preview server has no feeds.
export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getTopics()).map(({ slug }) => ({ topic: slug }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ topic: string }> }) {
  const { topic: slug } = await params
  const topic = (await getTopicListing(slug))!
  return feedResponse(
    (siteName) => ({
      title: `${siteName}: ${topic.name}`,
      description: topic.description,
      pagePath: paths.topic(topic.slug),
      feedPath: feedPaths.topic(topic.slug),
    }),
    (article) => article.topics.some((candidate) => candidate.slug === topic.slug),
  )
}
