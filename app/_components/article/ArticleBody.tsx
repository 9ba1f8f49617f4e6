import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { stegaClean } from '@sanity/client/stega'
import type { ArticleBody as Body } from '@/lib/content/sanity.types'
import { partTitles } from '@/schemas/vocabulary'

type BlockOf<T extends Body[number]['_type']> = Extract<Body[number], { _type: T }>

function ItemList({ items, ordered }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List
      className={`mt-3 space-y-2.5 pl-5 ${ordered ? 'list-decimal' : 'list-disc'} marker:text-accent`}
    >
      {items.map((item) => (
        <li key={item} className="pl-1">
          {item}
        </li>
      ))}
    </List>
  )
}

/**
 * A box in the story reaches the screen's edges on a phone, its text starting where the story's
 * does: inside a padded, bordered box the text kept about 28 characters a line.
 */
const boxMeasure = '-mx-4 px-4 py-6 sm:mx-0 sm:px-6'

const calloutTone = {
  info: 'border-navy bg-white',
  warning: 'border-accent bg-[#fbf1ee]',
  key: 'border-[#b7791f] bg-highlight',
} as const

const components: PortableTextComponents = {
  block: {
    lead: ({ children }) => (
      <p className="text-ink text-xl leading-relaxed font-medium">{children}</p>
    ),
    blockquote: ({ children }) => (
      <blockquote className="border-rule border-l-4 pl-5 italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="marker:text-accent list-disc space-y-2 pl-6">{children}</ul>
    ),
    number: ({ children }) => (
      <ol className="marker:text-accent list-decimal space-y-2 pl-6">{children}</ol>
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: string } | undefined)?.href ?? '#'
      return /^https?:\/\//.test(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      )
    },
  },
  types: {
    diveBrief: ({ value }: { value: BlockOf<'diveBrief'> }) => (
      <aside
        aria-labelledby="dive-brief"
        className={`border-navy !mt-8 border-t-4 bg-white shadow-sm ${boxMeasure}`}
      >
        <h2 id="dive-brief" className="headline !mt-0 text-xl">
          {partTitles.diveBrief}:
        </h2>
        <ItemList items={value.points} />
      </aside>
    ),
    diveInsight: ({ value }: { value: BlockOf<'diveInsight'> }) => (
      <h2 className="border-accent !mt-12 border-t-2 pt-6">
        <span className="kicker block !text-sm">{partTitles.diveInsight}:</span>
        {value.heading ? <span className="mt-2 block">{value.heading}</span> : null}
      </h2>
    ),
    pullQuote: ({ value }: { value: BlockOf<'pullQuote'> }) => (
      <figure className="!my-10 border-y border-rule py-6">
        <blockquote className="headline text-ink text-2xl leading-snug font-medium italic">
          <p>“{value.quote}”</p>
        </blockquote>
        <figcaption className="text-muted mt-4 text-sm not-italic">
          — {value.attribution}
          {value.context ? <span>, {value.context}</span> : null}
        </figcaption>
      </figure>
    ),
    callout: ({ value }: { value: BlockOf<'callout'> }) => (
      // A note inside the story, not a landmark of the page.
      <div
        role="note"
        aria-labelledby={`callout-${value._key}`}
        // In the preview the tone may carry a click-to-edit mark: the lookup needs the bare value.
        className={`rounded-sm border-l-4 p-5 ${calloutTone[stegaClean(value.tone)]}`}
      >
        <p id={`callout-${value._key}`} className="text-ink font-semibold">
          {value.title}
        </p>
        <p className="mt-2">{value.text}</p>
      </div>
    ),
    actionItems: ({ value }: { value: BlockOf<'actionItems'> }) => (
      <section className={`bg-navy !mt-10 text-white/90 sm:rounded-sm ${boxMeasure}`}>
        <h2 className="!mt-0 !text-white">{value.title}</h2>
        <ItemList items={value.items} ordered />
      </section>
    ),
    takeaways: ({ value }: { value: BlockOf<'takeaways'> }) => (
      <section
        className={`border-accent bg-highlight !mt-10 border-l-4 sm:rounded-sm ${boxMeasure}`}
      >
        <h2 className="!mt-0">{value.title}</h2>
        <ItemList items={value.items} />
      </section>
    ),
  },
}

export function ArticleBody({ body }: { body: Body }) {
  return (
    <div className="prose-article">
      <PortableText value={body} components={components} />
    </div>
  )
}
