import type { AboutPageSource } from '@/seed/content/types'

export const about: AboutPageSource = {
  title: 'About HR Leadership Brief',
  intro:
    "HR Leadership Brief is a news publication for chief HR officers and the leaders who work alongside them. We report on the regulations, court decisions, labor-market shifts and workplace trends that land on the CHRO's desk, and we explain what they mean for the people decisions organizations make every day.",
  mission: {
    title: 'Our Mission',
    text: "Our mission is to give HR leaders accurate, timely and useful reporting so they can act with confidence. We focus on what changed, why it matters and what to do next, in stories that respect a busy executive's time.",
  },
  pillars: [
    {
      title: 'Leadership & Strategy',
      text: 'HR now sits at the center of business strategy, from workforce planning to risk and governance. We cover how senior HR leaders set priorities, work with boards and CEOs, and lead their organizations through change.',
    },
    {
      title: 'Industry Intelligence',
      text: 'We track new laws, agency guidance, court rulings and employer moves that affect how people are hired, paid and managed. Each story is built to tell you quickly what happened and who is affected.',
    },
    {
      title: 'Best Practices',
      text: 'Good reporting should be useful on Monday morning. Alongside the news, we highlight practical steps, checklists and lessons from employers that are getting it right, so readers can move from insight to action.',
    },
    {
      title: 'Future of Work',
      text: 'Artificial intelligence, new work arrangements and shifting employee expectations are reshaping jobs and careers. We follow these changes closely and separate lasting trends from passing noise.',
    },
  ],
  audiencesHeading: 'Who We Serve',
  audiences: [
    {
      title: 'Chief HR Officers',
      text: 'CHROs carry responsibility for the workforce, its costs and its risks at the highest level of the organization. We give them a concise view of the developments that deserve their attention and the context to brief their peers in the C-suite.',
    },
    {
      title: 'HR Directors and VPs',
      text: 'Directors and vice presidents turn strategy into programs, policies and budgets. Our reporting helps them anticipate change, benchmark against other employers and make the case for investment.',
    },
    {
      title: 'People Operations Leaders and HR Business Partners',
      text: 'People-operations leaders and HR business partners put policy into practice with managers and employees every day. We help them understand new requirements quickly and apply them with confidence across the business.',
    },
  ],
  commitment: {
    title: 'Our Commitment',
    text: 'Our newsroom is editorially independent: advertisers, sponsors and partners have no say in what we cover or how we cover it. We verify facts before we publish, attribute information to named and public sources, and link to the original documents wherever we can. When we get something wrong, we correct it promptly and say so clearly on the story.',
  },
}
