import { TopicChips } from '@/app/_components/TopicChips'
import type { CategoryRef, TopicRef } from '@/lib/content'
import { feedPaths } from '@/schemas/vocabulary'

/**
 * Beside the Latest feed on a wide screen: the topics a reader can follow and the RSS feeds to
 * follow them with. A phone already has them in the footer, and no width to spare.
 */
export function FollowPanel({
  topics,
  categories,
  siteName,
}: {
  topics: TopicRef[]
  categories: CategoryRef[]
  siteName: string
}) {
  return (
    <aside
      aria-labelledby="follow-heading"
      className="border-rule border-t-navy hidden self-start border-t-4 bg-white p-5 lg:sticky lg:top-24 lg:block"
    >
      <h2 id="follow-heading" className="headline text-xl">
        Topics to follow
      </h2>
      <TopicChips topics={topics} className="mt-4" />
      <h3 className="kicker mt-6">RSS feeds</h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        <li>
          <a href={feedPaths.site} className="text-navy link-underline font-semibold">
            Every story from {siteName}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a href={feedPaths.category(category.slug)} className="text-navy link-underline">
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
