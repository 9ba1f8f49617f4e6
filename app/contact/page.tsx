import { stegaClean } from '@sanity/client/stega'
import type { Metadata } from 'next'
import { getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/app/_components/icons/ContactIcons'
import { PageIntro } from '@/app/_components/PageIntro'
import type { ReactNode } from 'react'
import { ContactForm } from '@/app/contact/ContactForm'

/** A link on a line of its own: a 24 px target (WCAG 2.5.8), where the same text inline is 16 px. */
const detailLinkClass = 'text-navy link-underline inline-block py-1'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    settings: await getSettings(),
    title: 'Contact',
    description:
      'Send a message to the newsroom: story tips, corrections, partnerships and media inquiries.',
    path: '/contact',
  })
}

export default async function ContactPage() {
  const { contact } = await getSettings()
  const telephone = contact.phone.replace(/[^+\d]/g, '')
  return (
    <div className="container-page pt-10">
      <PageIntro kicker="Contact" title="Get in Touch">
        <p>
          Story tips, corrections, partnership ideas or questions about our coverage: write to us
          and an editor will reply {contact.replyPromise}.
        </p>
      </PageIntro>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="headline text-2xl">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm email={stegaClean(contact.email)} />
          </div>
        </section>
        <aside
          aria-labelledby="contact-details-heading"
          className="border-rule h-fit border bg-white p-6"
        >
          <h2 id="contact-details-heading" className="headline text-2xl">
            Contact information
          </h2>
          <dl className="mt-6 space-y-6 text-sm">
            <ContactDetail icon={<MailIcon />} term="Email">
              <a href={`mailto:${contact.email}`} className={detailLinkClass}>
                {contact.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={<PhoneIcon />} term="Phone">
              <a href={`tel:${telephone}`} className={detailLinkClass}>
                {/* Non-breaking spaces and hyphens keep the number on one line. */}
                {contact.phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')}
              </a>
              <span className="text-muted mt-1 block">{contact.supportHours}</span>
            </ContactDetail>
            <ContactDetail icon={<PinIcon />} term="Office">
              <address className="mt-1 not-italic">
                {contact.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </ContactDetail>
            <ContactDetail icon={<ClockIcon />} term="Response time">
              <p className="mt-1">We reply to every message {contact.replyPromise}.</p>
            </ContactDetail>
          </dl>
          <div className="border-rule mt-8 border-t pt-6">
            <h3 className="text-ink text-sm font-semibold">Media inquiries</h3>
            <p className="text-ink-soft mt-1 text-sm">
              Journalists and producers can reach our editors at{' '}
              {/* In the preview the text carries a click-to-edit mark, which the address must not. */}
              <a
                href={`mailto:${stegaClean(contact.mediaEmail)}`}
                className="text-navy link-underline"
              >
                {contact.mediaEmail}
              </a>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  )
}

/** One term of the contact details, its icon beside the label, and its description. */
function ContactDetail({
  icon,
  term,
  children,
}: {
  icon: ReactNode
  term: string
  children: ReactNode
}) {
  return (
    <div>
      <dt className="text-ink flex items-center gap-3 font-semibold">
        <span className="text-accent shrink-0">{icon}</span>
        {term}
      </dt>
      <dd className="pl-8">{children}</dd>
    </div>
  )
}
