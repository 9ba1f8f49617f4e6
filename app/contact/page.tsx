import type { Metadata } from 'next'
import { getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../_components/Icons'
import { PageIntro } from '../_components/PageIntro'
import { ContactForm } from './ContactForm'

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
            <ContactForm />
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
            <div className="flex gap-3">
              <MailIcon className="text-accent mt-0.5 shrink-0" />
              <div>
                <dt className="text-ink font-semibold">Email</dt>
                <dd className="mt-1">
                  <a href={`mailto:${contact.email}`} className="text-navy link-underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <PhoneIcon className="text-accent mt-0.5 shrink-0" />
              <div>
                <dt className="text-ink font-semibold">Phone</dt>
                <dd className="mt-1">
                  <a href={`tel:${telephone}`} className="text-navy link-underline">
                    {contact.phone}
                  </a>
                </dd>
                <dd className="text-muted mt-1">{contact.supportHours}</dd>
              </div>
            </div>
            <div className="flex gap-3">
              <PinIcon className="text-accent mt-0.5 shrink-0" />
              <div>
                <dt className="text-ink font-semibold">Office</dt>
                <dd className="mt-1">
                  <address className="not-italic">
                    {contact.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <ClockIcon className="text-accent mt-0.5 shrink-0" />
              <div>
                <dt className="text-ink font-semibold">Response time</dt>
                <dd className="mt-1">We reply to every message {contact.replyPromise}.</dd>
              </div>
            </div>
          </dl>
          <div className="border-rule mt-8 border-t pt-6">
            <h3 className="text-ink text-sm font-semibold">Media inquiries</h3>
            <p className="text-ink-soft mt-1 text-sm">
              Journalists and producers can reach our editors at{' '}
              <a href={`mailto:${contact.mediaEmail}`} className="text-navy link-underline">
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
