import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { Card } from '@/lib/content'
import { FramedImage } from '@/app/_components/FramedImage'
import { CardMeta } from '@/app/_components/cards/CardMeta'
import { FlagBadge } from '@/app/_components/cards/FlagBadge'

/** The home page's lead: the largest image of the page, loaded first and never faded in. */
export function FeaturedStory({ card }: { card: Card }) {
  return (
    <article className="group relative">
      <FramedImage image={card.image} sizes="(min-width: 1024px) 760px, 100vw" loading="first" />
      <p className="mt-5 flex flex-wrap items-center gap-3">
        {card.flag ? <FlagBadge flag={card.flag} /> : null}
        {card.label ? <span className="kicker">{card.label}</span> : null}
      </p>
      <h2 className="headline group-hover:text-accent mt-3 text-3xl leading-tight transition-colors sm:text-4xl">
        <Link href={card.href} className="after:absolute after:inset-0 after:content-['']">
          {card.title}
        </Link>
      </h2>
      <p className="text-ink-soft mt-3 text-lg leading-relaxed">{card.excerpt}</p>
      <CardMeta card={card} className="mt-4 text-sm" />
    </article>
  )
}
