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

/** A section's anchor: its heading's Latin letters and digits, or its place when it has none. */
const sectionId = (heading: string, index: number) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || `section-${index + 1}`

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
            {privacy.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(section.heading, index)}`} className="link-underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-article mt-10">
          {privacy.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(section.heading, index)}>
              <h2 id={sectionId(section.heading, index)}>{section.heading}</h2>
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
