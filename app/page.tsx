import type { Metadata } from 'next'
import { getHome, getSettings, getTopics } from '@/lib/content'
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'
import { FollowPanel } from '@/app/_components/FollowPanel'
import { JsonLd } from '@/app/_components/JsonLd'
import { FeaturedStory } from '@/app/_components/cards/FeaturedStory'
import { FeedItem } from '@/app/_components/cards/FeedItem'
import { StoryCard } from '@/app/_components/cards/StoryCard'
import { TrendingList } from '@/app/_components/cards/TrendingList'
import { Reveal } from '@/app/_components/Reveal'
import { SectionHeading } from '@/app/_components/SectionHeading'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return pageMetadata({ settings, description: settings.description, path: '/' })
}

export default async function HomePage() {
  const [home, settings, topics] = await Promise.all([getHome(), getSettings(), getTopics()])
  return (
    <>
      <JsonLd data={[organizationJsonLd(settings), websiteJsonLd(settings)]} />
      <h1 className="sr-only">
        {settings.siteName}: {settings.description}
      </h1>
      <div className="container-page grid gap-10 pt-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:pt-10">
        <FeaturedStory card={home.featured} />
        <TrendingList cards={home.trending} />
      </div>

      {home.sections.map((section) => (
        <section
          key={section.slug}
          aria-labelledby={`section-${section.slug}`}
          className="container-page mt-10 sm:mt-16"
        >
          <SectionHeading
            id={`section-${section.slug}`}
            title={section.name}
            more={{ href: paths.category(section.slug), label: `${section.name} articles` }}
          />
          {/* On a phone the first story is a card and the others are rows, a screen or so a section. */}
          <div className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-4">
            {section.cards.map((card, index) => (
              <Reveal key={card.id} amount={0.05} delay={0.05 * index}>
                <StoryCard
                  card={card}
                  kicker={card.label}
                  rowOnPhone={index > 0}
                  bylineOnPhone={false}
                  sizes={`(min-width: 1024px) 280px, (min-width: 640px) 45vw, ${index > 0 ? '6rem' : '92vw'}`}
                />
              </Reveal>
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="latest-heading" className="container-page mt-10 sm:mt-16">
        <SectionHeading id="latest-heading" title="Latest HR Leadership News" />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:pt-2">
          <div>
            {home.latest.map((card, index) => (
              <Reveal key={card.id} amount={0.1} delay={0.08 * (index % 4)}>
                <FeedItem card={card} />
              </Reveal>
            ))}
          </div>
          <FollowPanel topics={topics} categories={home.sections} siteName={settings.siteName} />
        </div>
      </section>
    </>
  )
}
