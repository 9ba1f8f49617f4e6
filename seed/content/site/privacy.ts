import { contactGuards } from '@/lib/contact/contactRules'
import type { PrivacyPageSource } from '@/seed/content/types'

export const privacy: PrivacyPageSource = {
  title: 'Privacy Policy',
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        'HR Leadership Brief publishes news and analysis for HR leaders at hrleadershipbrief.com. This policy explains what information is involved when you read the site or contact us, and how we handle it.',
        'The short version: we collect very little. The site is a static news site. It has no reader accounts, no advertising trackers and no analytics scripts, and it does not load resources from other companies.',
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We only receive personal information when you choose to send it to us, and in the limited technical form that any website needs in order to deliver its pages.',
      ],
      items: [
        'Email you send us: if you write to one of our addresses, we receive your email address, your name if you include it, and whatever is in your message and any attachments, such as a news tip, a correction request or a job application.',
        `The contact form: when you send it, we keep your name, email address, subject and message where our editors work (Sanity, the service that holds our content), with a code made from your network address that limits how many messages one address can send and cannot be turned back into the address. Each message and its code are deleted ${contactGuards.keptDays} days after it arrives.`,
        'Basic technical data: like any website, the servers that deliver our pages handle your IP address, browser type and the address of the page you requested so that the page can reach you. These may appear in standard server logs used to keep the site running and secure.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: ['We use the information described above only to:'],
      items: [
        'Reply to your messages and follow up on news tips, corrections and media requests.',
        'Consider your application if you apply for a role with us.',
        'Keep the site available, working properly and protected against abuse.',
      ],
    },
    {
      heading: 'Cookies and Similar Technologies',
      paragraphs: [
        'We do not use cookies or similar technologies to identify you, follow you across the web or build a profile of your reading. There are no advertising cookies, analytics cookies, tracking pixels or social-media trackers on this site.',
        'You can block or delete cookies in your browser settings at any time. The site works the same either way.',
      ],
    },
    {
      heading: 'Third-Party Services',
      paragraphs: [
        'Our pages, images, fonts and scripts are all served from our own site. We do not embed advertising, social-media widgets, video players or analytics services, so reading an article does not send information about you to other companies.',
        'The share buttons on our articles are simple links. Nothing is sent to LinkedIn, X (Twitter) or Facebook unless you click one; if you do, your browser opens that service, and its own privacy policy applies to what happens there. The same is true when you follow a link to one of the sources we cite.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'The site is delivered over an encrypted HTTPS connection. It is a static site with no reader accounts: the only reader information it keeps is the messages sent with the contact form, which only our editors can read.',
        'Emails you send us are read only by the staff who need them to respond, and we keep them only as long as we need them for that purpose or as the law requires. No method of storing or sending information is perfectly secure, but we take care to protect what you share with us.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'We do not sell or rent personal information, and we do not share it for advertising. Depending on where you live, you may have legal rights over the personal information we hold about you, which in practice means the emails and messages you have sent us. These can include the right to:',
      ],
      items: [
        'Ask whether we hold information about you and receive a copy of it.',
        'Ask us to correct information that is inaccurate.',
        'Ask us to delete your information.',
        'Object to or ask us to limit how we use your information.',
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'HR Leadership Brief is written for working professionals and is not directed at children. We do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'If the way the site works changes, we will update this policy to match and revise the "last updated" date at the top of this page. If we make a significant change, such as adding a service that handles reader information, we will say so clearly here before it takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have a question about this policy or want to exercise any of the rights described above, please get in touch. We aim to reply within 24 hours on business days.',
      ],
      items: [
        'Email: editors@hrleadershipbrief.com',
        'Mail: HR Leadership Brief, 350 Fifth Avenue, Suite 4100, New York, NY 10118',
      ],
    },
  ],
}
