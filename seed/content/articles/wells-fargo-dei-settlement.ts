import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'wells-fargo-dei-settlement'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Wells Fargo agrees to pay $85M to settle shareholder suit over ‘sham’ diverse-slate interviews',
  dek: 'Investors say the bank promoted a rule that half of the candidates interviewed for well-paid U.S. jobs be diverse while managers interviewed diverse candidates for jobs already promised to others. The proposed settlement needs a judge’s approval.',
  topic: 'Legal & Compliance',
  topics: ['dei', 'federal-policy'],
  publishedAt: '2025-10-21',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Wells Fargo has agreed to pay $85 million to settle a securities class action claiming it misled investors about a hiring rule meant to widen its candidate pools, The Charlotte Observer reported; the settlement papers were filed Oct. 15 in federal court in San Francisco, the deal needs the judge’s approval, and the bank denies wrongdoing. According to the shareholders’ lawyers, the bank publicly promoted a requirement that at least half of the candidates interviewed for virtually all U.S. jobs paying $100,000 or more be diverse, while managers were interviewing diverse candidates for jobs where another candidate had already been selected, and the share price fell when that came out on June 9, 2022. The bank paused the rule in June 2022 and brought back a revised version that August. For HR leaders, the case is a reminder of what happens when a hiring metric becomes the goal and nobody checks the process behind it.',
    },
    {
      type: 'diveBrief',
      points: [
        'The securities class action, SEB Investment Management AB v. Wells Fargo & Co., No. 3:22-cv-03811, is before U.S. District Judge Trina L. Thompson of the Northern District of California. The lead plaintiffs are SEB Investment Management AB and the West Palm Beach Firefighters’ Pension Fund.',
        'The class period runs from Feb. 24, 2021, to June 9, 2022. The defendants are the bank, Chief Executive Charles Scharf and two other executives.',
        'The bank agreed on Oct. 15, 2025, to pay $85 million to settle the case, The Charlotte Observer reported. Wells Fargo said it believed the claims were without merit and settled to avoid the cost of continued litigation; the settlement takes effect only if the court approves it.',
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
    { type: 'heading', level: 2, text: 'How the case survived' },
    {
      type: 'paragraph',
      text: 'Judge Thompson dismissed the first version of the suit in August 2023, finding that shareholders had not shown that sham interviews were widespread, Reuters reported at the time. The plaintiffs amended it with accounts from former employees, and in July 2024 the judge let the claims go forward. “Defendants misleadingly stated that they implemented a policy requiring a slate of 50% diverse candidates to improve diversity, equity, and inclusion. Taking plaintiffs’ allegations as true, defendants implemented these policies in a manner that did not align with this goal,” she wrote, as reported by Courthouse News Service. Wells Fargo said then that the Justice Department and the Securities and Exchange Commission had closed their investigations into its hiring practices without taking action, Reuters reported. The case was later certified as a class action, and the parties settled in October 2025.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Who gets the money',
      text: 'If the court approves the deal, the $85 million goes to shareholders who bought stock during the class period, less court-approved fees and costs. It does not compensate job candidates who sat through interviews for roles that were not really open; any claims by candidates would have to be brought separately.',
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
    title: 'Wells Fargo’s $85M ‘sham interview’ settlement: lessons for diverse-slate hiring',
    excerpt:
      'The bank agreed to pay $85 million to investors who say it touted a diverse-slate rule while managers interviewed diverse candidates for jobs already promised to others. Why hiring-process integrity is a board-level risk.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
]
