import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { TopicRef } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'

/** The story's topics, each a way into more coverage of the same subject. */
export function TopicLinks({ topics }: { topics: TopicRef[] }) {
  if (topics.length === 0) return null
  return (
    <nav aria-labelledby="topics-heading" className="mt-10">
      <h2 id="topics-heading" className="kicker">
        Topics in this story
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              href={paths.topic(topic.slug)}
              className="border-rule text-navy hover:border-navy inline-block rounded-sm border bg-white px-3 py-1.5 text-sm font-semibold"
            >
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
