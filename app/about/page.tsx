import type { Metadata } from 'next'
import { getAboutPage, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { PageIntro } from '@/app/_components/PageIntro'
import { SectionHeading } from '@/app/_components/SectionHeading'

export async function generateMetadata(): Promise<Metadata> {
  const [about, settings] = await Promise.all([getAboutPage(), getSettings()])
  return pageMetadata({ settings, title: 'About', description: about.intro, path: '/about' })
}

export default async function AboutPage() {
  const about = await getAboutPage()
  return (
    <div className="container-page pt-10">
      <PageIntro kicker="About us" title={about.title}>
        <p>{about.intro}</p>
      </PageIntro>

      <section
        aria-labelledby="mission-heading"
        className="bg-navy mt-12 rounded-sm p-8 text-white sm:p-10"
      >
        <h2 id="mission-heading" className="headline text-3xl !text-white">
          {about.mission.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/90">{about.mission.text}</p>
      </section>

      <section aria-labelledby="coverage-heading" className="mt-16">
        <SectionHeading id="coverage-heading" title="What We Cover" />
        <div className="mt-8 grid gap-8 sm:grid-cols-2">
          {about.pillars.map((pillar) => (
            <section key={pillar._key} className="border-accent border-t-2 pt-5">
              <h3 className="headline text-xl">{pillar.title}</h3>
              <p className="text-ink-soft mt-3 leading-relaxed">{pillar.text}</p>
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="mt-16">
        <SectionHeading id="audiences-heading" title={about.audiencesHeading} />
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {about.audiences.map((audience) => (
            <li key={audience._key} className="border-rule border bg-white p-6">
              <h3 className="headline text-xl">{audience.title}</h3>
              <p className="text-ink-soft mt-3 leading-relaxed">{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="commitment-heading"
        className="bg-highlight mt-16 rounded-sm p-8 sm:p-10"
      >
        <h2 id="commitment-heading" className="headline text-3xl">
          {about.commitment.title}
        </h2>
        <p className="text-ink-soft mt-4 max-w-3xl text-lg leading-relaxed">
          {about.commitment.text}
        </p>
      </section>
    </div>
  )
}
