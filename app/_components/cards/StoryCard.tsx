import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { Card } from '@/lib/content'
import { FramedImage, type ImageLoading } from '@/app/_components/FramedImage'
import { CardMeta } from '@/app/_components/cards/CardMeta'
import { FlagBadge } from '@/app/_components/cards/FlagBadge'

interface StoryCardProps {
  card: Card
  /** Which label the kicker shows: the home page's finer label, or the listing's category. */
  kicker: string
  headingLevel?: 'h2' | 'h3'
  sizes: string
  /** The first card of a listing is often the largest image on screen: `first` fetches it first. */
  loading?: ImageLoading
  /** On a phone, a row: a small image beside the kicker and headline (see story-row). */
  rowOnPhone?: boolean
  /** Off where every story is the desk's: on a phone its name takes a line of its own. */
  bylineOnPhone?: boolean
}

/** A story in a grid: image, kicker, headline, excerpt and byline; the whole card is one link target. */
export function StoryCard({
  card,
  kicker,
  headingLevel: Heading = 'h3',
  sizes,
  loading = 'lazy',
  rowOnPhone = false,
  bylineOnPhone = true,
}: StoryCardProps) {
  return (
    <article
      className={`group relative h-full ${rowOnPhone ? 'story-row' : 'flex flex-col'} ${loading === 'lazy' ? 'render-near-viewport' : ''}`}
    >
      <FramedImage
        image={card.image}
        sizes={sizes}
        loading={loading}
        frameClassName="relative aspect-[16/9]"
        imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      >
        {card.flag ? <FlagBadge flag={card.flag} className="absolute top-2 left-2" /> : null}
      </FramedImage>
      <p className="kicker mt-3">{kicker}</p>
      <Heading className="headline group-hover:text-accent mt-1.5 text-lg leading-snug transition-colors">
        <Link href={card.href} className="after:absolute after:inset-0 after:content-['']">
          {card.title}
        </Link>
      </Heading>
      <p className="text-ink-soft mt-2 line-clamp-3 text-sm leading-relaxed">{card.excerpt}</p>
      <CardMeta card={card} className="mt-auto pt-3" bylineOnPhone={bylineOnPhone} />
    </article>
  )
}
