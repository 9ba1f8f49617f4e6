import { SiteLink as Link } from '@/app/_components/SiteLink'
import { TopicChips } from '@/app/_components/TopicChips'
import type { Card, TopicRef } from '@/lib/content'

/** Where a reader can go from a page that found nothing: the newest stories, and the topics. */
export function GoOnReading({ stories, topics = [] }: { stories: Card[]; topics?: TopicRef[] }) {
  return (
    <div className={`mt-6 grid w-full gap-8 ${topics.length > 0 ? 'sm:grid-cols-2' : ''}`}>
      <section aria-labelledby="go-on-latest">
        <h2 id="go-on-latest" className="kicker">
          Latest stories
        </h2>
        <ul className="mt-3 space-y-3">
          {stories.map((story) => (
            <li key={story.id}>
              <Link href={story.href} className="headline text-navy hover:text-accent leading-snug">
                {story.title}
              </Link>
              <p className="text-muted mt-0.5 text-xs">
                <time dateTime={story.publishedAt}>{story.dateText}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
      {topics.length > 0 ? (
        <section aria-labelledby="go-on-topics">
          <h2 id="go-on-topics" className="kicker">
            Topics
          </h2>
          <TopicChips topics={topics} className="mt-3" />
        </section>
      ) : null}
    </div>
  )
}
