import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { TopicRef } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'

/** Topics as a row of chips, each a link to its page: one look wherever topics are offered. */
export function TopicChips({ topics, className = '' }: { topics: TopicRef[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
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
  )
}
