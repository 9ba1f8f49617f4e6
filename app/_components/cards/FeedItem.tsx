import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { Card } from '@/lib/content'
import { FramedImage } from '@/app/_components/FramedImage'
import { CardMeta } from '@/app/_components/cards/CardMeta'
import { FlagBadge } from '@/app/_components/cards/FlagBadge'

/** A row of the latest-news feed: thumbnail beside the headline and excerpt. */
export function FeedItem({ card }: { card: Card }) {
  return (
    <article className="group border-rule relative grid grid-cols-[6rem_1fr] gap-3 border-b py-3 sm:grid-cols-[12rem_1fr] sm:gap-6 sm:py-5">
      <FramedImage
        image={card.image}
        sizes="(min-width: 640px) 192px, 96px"
        frameClassName="aspect-[4/3] sm:aspect-[16/10]"
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          {card.flag ? <FlagBadge flag={card.flag} /> : null}
          <span className="kicker">{card.label}</span>
        </p>
        <h3 className="headline group-hover:text-accent mt-1 text-base leading-snug transition-colors sm:text-xl">
          <Link href={card.href} className="after:absolute after:inset-0 after:content-['']">
            {card.title}
          </Link>
        </h3>
        <p className="text-ink-soft mt-2 hidden text-sm leading-relaxed sm:line-clamp-2">
          {card.excerpt}
        </p>
        <CardMeta card={card} className="mt-2" bylineOnPhone={false} />
      </div>
    </article>
  )
}
