import { TopicChips } from '@/app/_components/TopicChips'
import type { TopicRef } from '@/lib/content'

/** The story's topics, each a way into more coverage of the same subject. */
export function TopicLinks({ topics }: { topics: TopicRef[] }) {
  if (topics.length === 0) return null
  return (
    <nav aria-labelledby="topics-heading" className="mt-10">
      <h2 id="topics-heading" className="kicker">
        Topics in this story
      </h2>
      <TopicChips topics={topics} className="mt-3" />
    </nav>
  )
}
