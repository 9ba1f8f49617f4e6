import { stegaClean } from '@sanity/client/stega'
import type { Metadata } from 'next'
import { SiteLink as Link } from '@/app/_components/SiteLink'
import { getCareersPage, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { BenefitIcon } from '@/app/_components/icons/BenefitIcon'
import { PageIntro } from '@/app/_components/PageIntro'
import { MetaLine } from '@/app/_components/MetaLine'
import { SectionHeading } from '@/app/_components/SectionHeading'

export async function generateMetadata(): Promise<Metadata> {
  const [careers, settings] = await Promise.all([getCareersPage(), getSettings()])
  return pageMetadata({ settings, title: 'Careers', description: careers.intro, path: '/careers' })
}

export default async function CareersPage() {
  const careers = await getCareersPage()
  return (
    <div className="container-page pt-10">
      <PageIntro kicker="Join us" title={careers.title}>
        <p>{careers.intro}</p>
      </PageIntro>

      <section aria-labelledby="values-heading" className="mt-14">
        <SectionHeading id="values-heading" title={careers.valuesHeading} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {careers.values.map((value) => (
            <li key={value._key} className="border-accent border-t-2 bg-white p-6">
              <h3 className="headline text-xl">{value.title}</h3>
              <p className="text-ink-soft mt-3 leading-relaxed">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className="mt-16">
        <SectionHeading id="benefits-heading" title={careers.benefitsHeading} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {careers.benefits.map((benefit) => (
            <li key={benefit.id} className="border-rule border bg-white p-6">
              <span className="bg-highlight text-accent grid h-11 w-11 place-items-center rounded-full">
                <BenefitIcon name={benefit.icon} width={22} height={22} />
              </span>
              <h3 className="headline mt-4 text-lg">{benefit.title}</h3>
              <p className="text-ink-soft mt-2 text-sm leading-relaxed">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-heading" className="mt-16">
        <SectionHeading id="openings-heading" title={careers.openingsHeading} />
        <ul className="mt-6">
          {careers.jobs.map((job) => (
            <li
              key={job.id}
              className="border-rule flex flex-col gap-4 border-b py-6 md:flex-row md:items-center md:justify-between"
            >
              <article aria-labelledby={`${job.id}-title`} className="max-w-2xl">
                <h3 id={`${job.id}-title`} className="headline text-xl">
                  {job.title}
                </h3>
                <MetaLine className="text-muted mt-1 text-sm">
                  <span>{job.department}</span>
                  <span>{job.location}</span>
                  <span>{job.type}</span>
                </MetaLine>
                <p className="text-ink-soft mt-3 leading-relaxed">{job.description}</p>
              </article>
              <Link
                href={`/contact?subject=${encodeURIComponent(`Application: ${stegaClean(job.title)}`)}`}
                className="button-primary shrink-0"
                aria-label={`Apply Now: ${job.title}`}
              >
                Apply Now
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="closing-heading"
        className="bg-navy mt-16 rounded-sm p-8 text-center text-white sm:p-12"
      >
        <h2 id="closing-heading" className="headline text-3xl !text-white">
          {careers.closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{careers.closing.text}</p>
        <Link
          href="/contact"
          className="text-navy hover:bg-highlight mt-8 inline-flex rounded-sm bg-white px-6 py-3 text-sm font-semibold"
        >
          Get in Touch
        </Link>
      </section>
    </div>
  )
}
