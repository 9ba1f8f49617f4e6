import type { Metadata } from 'next'
import { formatCalendarDate, getPrivacyPage, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { PageIntro } from '@/app/_components/PageIntro'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    settings: await getSettings(),
    title: 'Privacy Policy',
    description: 'What information this site handles, why, and the choices you have.',
    path: '/privacy',
  })
}

const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Calendar dates are stored without a time: format them as the day they name. */

export default async function PrivacyPage() {
  const privacy = await getPrivacyPage()
  return (
    <div className="container-page pt-10">
      <div className="mx-auto max-w-[46rem]">
        <PageIntro kicker="Legal" title={privacy.title}>
          <p>
            Last updated:{' '}
            <time dateTime={privacy.lastUpdated}>{formatCalendarDate(privacy.lastUpdated)}</time>
          </p>
        </PageIntro>
        <nav aria-labelledby="privacy-contents" className="border-rule mt-8 border bg-white p-6">
          <h2
            id="privacy-contents"
            className="text-ink text-sm font-semibold tracking-wider uppercase"
          >
            Contents
          </h2>
          <ol className="text-navy mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {privacy.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionId(section.heading)}`} className="link-underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-article mt-10">
          {privacy.sections.map((section) => (
            <section key={section.heading} aria-labelledby={sectionId(section.heading)}>
              <h2 id={sectionId(section.heading)}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.items?.length ? (
                <ul className="marker:text-accent mt-4 list-disc space-y-2 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
