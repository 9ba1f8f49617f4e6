import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { Card } from '@/lib/content'
import { FramedImage } from '../FramedImage'
import { CardMeta } from './CardMeta'

interface StoryCardProps {
  card: Card
  /** Which label the kicker shows: the home page's finer label, or the listing's category. */
  kicker: string
  headingLevel?: 'h2' | 'h3'
  showExcerpt?: boolean
  sizes?: string
  /** The first card of a listing is often the largest image on screen: fetch and draw it first. */
  priority?: boolean
  /** On a phone, a row: a small image beside the kicker and headline. */
  rowOnPhone?: boolean
  /** Off where every story is the desk's: on a phone its name takes a line of its own. */
  bylineOnPhone?: boolean
}

/** Classes a card takes in each shape: a card in a grid, or (below 640 px) a row. */
const shapes = {
  card: {
    article: 'flex flex-col',
    frame: '',
    badge: '',
    kicker: 'mt-3',
    headline: 'mt-1.5 text-lg',
    excerpt: '',
    meta: 'pt-3',
    // render-near-viewport's own estimate of the place it holds off screen (25 rem) fits a card.
    offScreen: '',
  },
  rowOnPhone: {
    article:
      'max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-3 sm:flex sm:flex-col',
    frame: 'max-sm:row-span-2 max-sm:aspect-[4/3]',
    // The flag would hide most of a 6 rem image.
    badge: 'max-sm:hidden',
    kicker: 'sm:mt-3',
    headline: 'mt-1 text-base sm:mt-1.5 sm:text-lg',
    excerpt: 'max-sm:hidden',
    meta: 'max-sm:hidden sm:pt-3',
    // A row is about 5.5 rem: the place it holds off screen, so drawing it moves nothing below.
    offScreen: 'max-sm:[contain-intrinsic-block-size:auto_5.5rem]',
  },
} as const

/** A story in a grid: image, kicker, headline, excerpt and byline; the whole card is one link target. */
export function StoryCard({
  card,
  kicker,
  headingLevel: Heading = 'h3',
  showExcerpt = true,
  sizes = '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw',
  priority = false,
  rowOnPhone = false,
  bylineOnPhone = true,
}: StoryCardProps) {
  const shape = shapes[rowOnPhone ? 'rowOnPhone' : 'card']
  return (
    <article
      className={`group relative h-full ${shape.article} ${priority ? '' : `render-near-viewport ${shape.offScreen}`}`}
    >
      <FramedImage
        image={card.image}
        sizes={sizes}
        priority={priority}
        frameClassName={`relative aspect-[16/9] ${shape.frame}`}
        imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      >
        {card.featured ? (
          <span
            className={`bg-accent absolute top-2 left-2 rounded-sm px-2 py-1 text-[0.6875rem] font-semibold tracking-wider text-white uppercase ${shape.badge}`}
          >
            Featured
          </span>
        ) : null}
      </FramedImage>
      <p className={`kicker ${shape.kicker}`}>{kicker}</p>
      <Heading
        className={`headline group-hover:text-accent leading-snug transition-colors ${shape.headline}`}
      >
        <Link href={card.href} className="after:absolute after:inset-0 after:content-['']">
          {card.title}
        </Link>
      </Heading>
      {showExcerpt ? (
        <p className={`text-ink-soft mt-2 line-clamp-3 text-sm leading-relaxed ${shape.excerpt}`}>
          {card.excerpt}
        </p>
      ) : null}
      <CardMeta card={card} className={`mt-auto ${shape.meta}`} bylineOnPhone={bylineOnPhone} />
    </article>
  )
}
