import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'wells-fargo-dei-settlement'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Wells Fargo’s ‘sham interview’ case shows how a diverse-slate rule became a securities risk',
  dek: 'Investors say the bank promoted a rule that half of the candidates interviewed for well-paid U.S. jobs be diverse while managers interviewed diverse candidates for jobs already promised to others. The gap between policy and practice is the lesson for HR.',
  topic: 'Legal & Compliance',
  topics: ['dei', 'federal-policy'],
  publishedAt: '2025-10-21',
  updatedAt: '2026-11-25',
  correction: {
    date: '2026-11-25',
    text: 'This story originally reported that Wells Fargo had agreed on Oct. 15, 2025, to pay $85 million to settle the shareholder suit, and described a former executive’s account, rulings in 2023 and 2024, the bank’s February 2025 decision to drop slate guidelines for senior roles and the closing of the Justice Department and SEC inquiries. Those details rested on copies of other outlets’ reports whose originals we could not find, so they have been removed, and the headline and summary no longer speak of a settlement.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Shareholders suing Wells Fargo say the bank misled investors about a hiring rule meant to widen its candidate pools. According to their lawyers, the bank publicly promoted a requirement that at least half of the candidates interviewed for virtually all U.S. jobs paying $100,000 or more be diverse, while managers were interviewing diverse candidates for jobs where another candidate had already been selected, and the share price fell when that came out on June 9, 2022. The bank paused the rule in June 2022 and brought back a revised version that August. For HR leaders, the case is a reminder of what happens when a hiring metric becomes the goal and nobody checks the process behind it.',
    },
    {
      type: 'diveBrief',
      points: [
        'The securities class action, SEB Investment Management AB v. Wells Fargo & Co., No. 3:22-cv-03811, is before U.S. District Judge Trina L. Thompson of the Northern District of California. The lead plaintiffs are SEB Investment Management AB and the West Palm Beach Firefighters’ Pension Fund.',
        'The class period runs from Feb. 24, 2021, to June 9, 2022. The defendants are the bank, Chief Executive Charles Scharf and two other executives.',
        'Plaintiffs say statements about the bank’s Diverse Search Requirement, which called for at least half of the candidates interviewed for virtually all U.S. jobs paying $100,000 or more to be diverse, were misleading because interviews were held for jobs that had already been filled.',
        'In August 2022 Wells Fargo disclosed federal inquiries into its diversity hiring practices, naming the Justice Department, and reinstated revised guidelines that still expected a 50% diverse candidate slate and a diverse interviewer panel, the Winston-Salem Journal reported.',
      ],
    },
    { type: 'diveInsight', heading: 'How a hiring policy became a securities case' },
    { type: 'heading', level: 2, text: 'From newspaper investigation to investor suit' },
    {
      type: 'paragraph',
      text: 'The allegations surfaced in The New York Times in 2022: a candidate counted as diverse would be interviewed for a job that had already been promised to someone else. Wells Fargo paused its slate guidelines that June. In its quarterly report that summer, the bank said it faced formal or informal federal inquiries into its diversity hiring practices, naming the Justice Department, and in August it brought back a revised version that still expected a 50% diverse candidate slate and a diverse interviewer panel but applied it by job level rather than pay, [the Winston-Salem Journal reported](https://journalnow.com/business/local/u-s-justice-department-investigating-wells-fargos-diversity-hiring-practices/article_8d9bdb94-1364-11ed-9199-9f225c1968f1.html).',
    },
    {
      type: 'paragraph',
      text: 'Investors sued. According to [the lead plaintiffs’ lawyers](https://ktmc.com/featured-case/wells-fargo-co), the bank repeatedly praised the Diverse Search Requirement to the market while conducting interviews of diverse candidates simply so it could claim compliance, a practice they say was widespread across many of its business lines. Their complaint accuses the bank, Scharf and two other executives of violating the Securities Exchange Act, and says the stock fell significantly when the truth came out on June 9, 2022, the last day of the class period.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Investors, not candidates',
      text: 'The securities case is brought on behalf of shareholders who bought stock during the class period. It does not compensate job candidates who sat through interviews for roles that were not really open; any claims by candidates would have to be brought separately.',
    },
    { type: 'heading', level: 2, text: 'Lessons for hiring policy' },
    {
      type: 'paragraph',
      text: 'The case is usually read as a DEI story, but the legal theory was about disclosure: investors said the company described a hiring process that did not match what some managers were doing. That risk applies to any hiring commitment an employer publicizes, whether the goal is diverse slates, skills-based hiring or internal mobility. Once leaders report a number such as the share of diverse interviewees, the process that produces it becomes something investors, regulators and candidates rely on.',
    },
    {
      type: 'paragraph',
      text: 'The environment has shifted, too. The administration’s January 2025 executive order against what it calls illegal DEI, and guidance that followed from the Equal Employment Opportunity Commission and the Justice Department, have put hiring practices that consider demographics under closer scrutiny. Both paths carry risk. A policy kept on paper but not honestly run invites the kind of claims Wells Fargo faced; a policy dropped without attention to sourcing and selection can leave an employer with weaker defenses against adverse impact claims.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Interviews for filled roles:** Inviting candidates to interview after a decision has been made exposes the organization to misrepresentation and discrimination claims and damages the employer brand.',
        '**Metrics without verification:** Dashboards that count activity, such as interviews held, rather than process integrity can hide gaming.',
        '**Public statements:** Sustainability reports, proxy statements and earnings calls that describe hiring practices should be checked against how those practices actually run.',
        '**Whistleblower handling:** Complaints about hiring integrity should reach an independent channel, not only the managers involved.',
      ],
    },
    {
      type: 'takeaways',
      title: 'Takeaways for HR and legal leaders',
      items: [
        'The Wells Fargo suit turns on a gap between what the company said about its hiring process and what some managers allegedly did.',
        'Audit any publicized hiring commitment for execution, documentation and exception handling before it is cited externally.',
        'Requisition controls that block interviews after an offer decision are a simple guard against sham interviewing.',
      ],
    },
  ],
  citations: [
    {
      title: 'Wells Fargo & Co.',
      publisher: 'Kessler Topaz Meltzer & Check (counsel for the lead plaintiffs)',
      url: 'https://ktmc.com/featured-case/wells-fargo-co',
      publishedAt: '2023-01-31',
      kind: 'primary',
    },
    {
      title: 'U.S. Justice Department investigating Wells Fargo’s diversity hiring practices',
      publisher: 'Winston-Salem Journal',
      url: 'https://journalnow.com/business/local/u-s-justice-department-investigating-wells-fargos-diversity-hiring-practices/article_8d9bdb94-1364-11ed-9199-9f225c1968f1.html',
      publishedAt: '2022-08-03',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-wells-fargo-dei-settlement',
    article: slug,
    title: 'Wells Fargo’s ‘sham interview’ suit: lessons for diverse-slate hiring',
    excerpt:
      'Investors say the bank touted a diverse-slate rule while managers interviewed diverse candidates for jobs already promised to others. Why hiring-process integrity is a board-level risk.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
]
