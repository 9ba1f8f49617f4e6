import { SiteLink as Link } from '@/app/_components/SiteLink'
import type { ReadMoreItem } from '@/lib/content'
import { FramedImage } from '@/app/_components/FramedImage'
import { Reveal } from '@/app/_components/Reveal'

export function ReadMore({ items }: { items: ReadMoreItem[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="read-more-heading" data-print="hide" className="container-page mt-16">
      <h2 id="read-more-heading" className="headline border-navy border-b-2 pb-3 text-2xl">
        Read more articles
      </h2>
      <Reveal delay={0.1} className="mt-6 grid gap-6 sm:grid-cols-3">
        {items.map((item) => (
          <article key={item.href} className="group relative">
            <FramedImage image={item.image} sizes="(min-width: 640px) 370px, 92vw" />
            <h3 className="headline group-hover:text-accent mt-3 text-lg leading-snug">
              <Link href={item.href} className="after:absolute after:inset-0 after:content-['']">
                {item.title}
              </Link>
            </h3>
            <p className="text-muted mt-1 text-xs">{item.readTime}</p>
          </article>
        ))}
      </Reveal>
    </section>
  )
}
