import { SiteLink as Link } from '@/app/_components/SiteLink'
import { ArrowRightIcon } from '@/app/_components/icons/ArrowIcons'

interface SectionHeadingProps {
  id: string
  title: string
  /** A "View More" link to the full listing. */
  more?: { href: string; label: string }
}

export function SectionHeading({ id, title, more }: SectionHeadingProps) {
  return (
    <div className="border-navy flex items-end justify-between gap-4 border-b-2 pb-3">
      <h2 id={id} className="headline text-2xl sm:text-3xl">
        {title}
      </h2>
      {more ? (
        <Link
          href={more.href}
          className="text-navy hover:text-accent inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold"
        >
          View More
          <span className="sr-only"> {more.label}</span>
          <ArrowRightIcon width={16} height={16} />
        </Link>
      ) : null}
    </div>
  )
}
