import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'wells-fargo-dei-settlement'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Wells Fargo agrees to pay $85M to settle shareholder suit over ‘sham’ diverse-slate interviews',
  dek: 'Investors said the bank promoted a diverse-candidate hiring rule while some managers interviewed women and people of color for jobs already promised to others. The proposed deal, filed Oct. 15, still needs a judge’s approval.',
  topic: 'Legal & Compliance',
  topics: ['dei', 'federal-policy'],
  publishedAt: '2025-10-21',
  updatedAt: '2026-11-25',
  correction: {
    date: '2026-11-25',
    text: 'An earlier version said federal prosecutors in Manhattan had examined the bank’s hiring practices but did not say what became of that inquiry or of a related SEC inquiry the bank disclosed in 2022. Wells Fargo has said that the Justice Department and the SEC both closed their inquiries without taking action, The Charlotte Observer reported in September 2025, before this story was published.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Wells Fargo has agreed to pay $85 million to resolve a securities class action claiming it misled investors about a hiring rule meant to widen its candidate pools. Shareholders alleged that while the bank publicly promoted a requirement for diverse slates of candidates in higher-paying roles, some managers were interviewing women and people of color for positions that had already been promised to someone else. The settlement papers were filed Oct. 15 in federal court in San Francisco, and the deal needs the judge’s approval before any money is paid. The bank denies wrongdoing. For HR leaders, the case is an expensive reminder of what happens when a hiring metric becomes the goal and nobody checks the process behind it.',
    },
    {
      type: 'diveBrief',
      points: [
        'The proposed $85 million settlement would resolve SEB Investment Management AB v. Wells Fargo & Co., No. 3:22-cv-03811, before U.S. District Judge Trina L. Thompson of the Northern District of California. It takes effect only if the court approves it.',
        'The class covers investors who bought Wells Fargo common stock between Feb. 24, 2021, and June 9, 2022. The lead plaintiffs are SEB Investment Management AB and the West Palm Beach Firefighters’ Pension Fund.',
        'Plaintiffs said statements about the bank’s Diverse Search Requirement, which called for at least half of the candidates interviewed for most U.S. jobs paying $100,000 or more to be diverse, were misleading because some of those interviews were shams.',
        'Wells Fargo said it believed the claims were without merit and settled to avoid the cost of continued litigation. Separately, it dropped its diverse-slate guidelines for senior-level U.S. roles in February 2025, Bloomberg News reported.',
      ],
    },
    { type: 'diveInsight', heading: 'How a hiring policy became a securities case' },
    { type: 'heading', level: 2, text: 'From newspaper investigation to investor suit' },
    {
      type: 'paragraph',
      text: 'The allegations surfaced in a New York Times investigation in May 2022. Current and former employees, mostly in the wealth management business, described being told to interview a “diverse” candidate for roles where a hire had effectively been chosen, so the file would show compliance with the slate rule. The most prominent voice was Joe Bruno, a former wealth management executive who said he complained about the practice and was fired in August 2021; Wells Fargo said his dismissal was tied to his conduct toward another employee, not to his complaints.',
    },
    {
      type: 'paragraph',
      text: 'Wells Fargo paused the guidelines in June 2022. The same month, the Times reported that federal prosecutors in Manhattan were examining the bank’s hiring practices, and the shareholders’ lawyers say the share price fell significantly once that news came out on June 9, 2022, the last day of the class period. Later in 2022 the bank brought back a revised version that still called for a 50% diverse candidate slate and a diverse interview panel. The bank later disclosed that the Securities and Exchange Commission had opened an inquiry as well; Wells Fargo has since said that both agencies closed their inquiries without taking action.',
    },
    { type: 'heading', level: 2, text: 'How the case survived' },
    {
      type: 'paragraph',
      text: 'Judge Thompson dismissed the first version of the suit in August 2023, finding that the complaint relied on general press accounts rather than specific allegations that fake interviews were widespread. The plaintiffs amended it with accounts from nine former employees describing particular interviews. In July 2024 the judge let the case go forward, pointing to employee complaints, the timing of a senior wealth manager’s departure and the defendants’ focus on diversity issues as support for an inference that the bank meant to mislead investors. The case was later certified as a class action, and the parties settled in October 2025.',
    },
    {
      type: 'paragraph',
      text: 'The policy itself did not outlast the litigation. In a memo to senior leaders reported by Bloomberg News in February 2025, Wells Fargo said it would stop requiring diverse slates in first-round interviews for senior-level U.S. roles and would remove related training from recruiting, while continuing to source a broad pool of candidates.',
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
      text: 'The environment has shifted, too. The administration’s January 2025 executive order against what it calls illegal DEI, and guidance that followed from the Equal Employment Opportunity Commission and the Justice Department, have put hiring practices that consider demographics under closer scrutiny, and several large banks have dropped or rewritten slate requirements this year. Both paths carry risk. A policy kept on paper but not honestly run invites the kind of claims Wells Fargo faced; a policy dropped without attention to sourcing and selection can leave an employer with weaker defenses against adverse impact claims.',
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
        'Wells Fargo has agreed to pay $85 million, subject to court approval, to resolve investor claims over sham diverse-slate interviews, without admitting wrongdoing.',
        'The exposure came from a gap between what the company said about its hiring process and what some managers allegedly did.',
        'Audit any publicized hiring commitment for execution, documentation and exception handling before it is cited externally.',
        'Requisition controls that block interviews after an offer decision are a simple guard against sham interviewing.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Wells Fargo agrees to $85 million settlement over ‘fake’ interviews for diversity candidates: Here’s what happened',
      publisher: 'Financial Express',
      url: 'https://www.financialexpress.com/world-news/wells-fargo-agrees-to-85-million-settlement-over-fake-interviews-for-diversity-candidates-heres-what-happened/4021369',
      publishedAt: '2025-10-17',
      kind: 'republication',
    },
    {
      title: 'Wells Fargo & Co.',
      publisher: 'Kessler Topaz Meltzer & Check (counsel for the lead plaintiffs)',
      url: 'https://ktmc.com/featured-case/wells-fargo-co',
      publishedAt: '2023-01-31',
      kind: 'primary',
    },
    {
      title: 'Wells Fargo Scraps Diversity Policy for Senior-Level Recruitment',
      publisher: 'Bloomberg News (as published on Bloomberg Tax)',
      url: 'https://news.bloombergtax.com/transfer-pricing/wells-fargo-scraps-diversity-policy-for-senior-level-recruitment',
      publishedAt: '2025-02-26',
      kind: 'republication',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-wells-fargo-dei-settlement',
    article: slug,
    title: 'Wells Fargo’s $85M ‘sham interview’ settlement: lessons for diverse-slate hiring',
    excerpt:
      'The bank has agreed to pay $85 million, pending court approval, to settle investor claims that managers interviewed diverse candidates for jobs already promised to others. Why hiring-process integrity is a board-level risk.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
]
