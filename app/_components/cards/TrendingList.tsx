import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { Card } from '@/lib/content'
import { CardMeta } from '@/app/_components/cards/CardMeta'
import { FlagBadge } from '@/app/_components/cards/FlagBadge'

/** The numbered sidebar of the stories readers open most. */
export function TrendingList({ cards }: { cards: Card[] }) {
  return (
    <aside
      aria-labelledby="trending-heading"
      className="border-rule border-t-navy self-start border-t-4 bg-white p-5"
    >
      <h2 id="trending-heading" className="headline text-xl">
        Trending Stories
      </h2>
      <ol className="mt-2">
        {cards.map((card, index) => (
          <li key={card.id} className="border-rule border-b last:border-b-0">
            <article className="group relative flex gap-4 py-4">
              <span
                aria-hidden="true"
                className="text-accent font-serif text-3xl leading-none font-semibold"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  {card.flag ? <FlagBadge flag={card.flag} /> : null}
                  <span className="kicker">{card.label}</span>
                </p>
                <h3 className="headline group-hover:text-accent mt-1 text-base leading-snug">
                  <Link
                    href={card.href}
                    className="after:absolute after:inset-0 after:content-['']"
                  >
                    {card.title}
                  </Link>
                </h3>
                <CardMeta card={card} className="mt-2" bylineOnPhone={false} />
              </div>
            </article>
          </li>
        ))}
      </ol>
    </aside>
  )
}
