import type { CareersPageSource } from '@/seed/content/types'

export const careers: CareersPageSource = {
  title: 'Careers',
  intro:
    'At HR Leadership Brief, we cover how organizations hire, develop and care for their people, and we try to be the kind of workplace we write about. Our small, focused team reports on the decisions that shape millions of jobs, for readers who act on what we publish. If you care about accuracy, clear writing and the future of work, we would like to hear from you.',
  valuesHeading: 'Our Values',
  values: [
    {
      title: 'Excellence',
      text: "We hold our work to a high standard, from the first reporting call to the final edit. Every story should be accurate, clear and worth a reader's time.",
    },
    {
      title: 'Integrity',
      text: 'We are honest with our readers, our sources and each other. Our editorial judgment is independent, and we own our mistakes and correct them openly.',
    },
    {
      title: 'Innovation',
      text: 'We look for better ways to find, tell and deliver the news, from data-driven reporting to new formats. We experiment, learn quickly and keep what serves our readers.',
    },
  ],
  benefitsHeading: 'Why Work With Us',
  openingsHeading: 'Open Positions',
  closing: {
    title: "Don't see the right role?",
    text: 'We are always glad to meet talented reporters, editors, analysts and business builders. Send a short note about yourself and the work you would like to do to editors@hrleadershipbrief.com, and we will keep you in mind as new roles open.',
  },
}
