import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'wells-fargo-dei-settlement'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    "Wells Fargo agrees to pay $85M to settle shareholder suit over 'sham' diverse-slate interviews",
  dek: 'Investors alleged the bank touted a diverse-candidate hiring rule while managers interviewed women and minority applicants for jobs already filled. The deal closes a three-year case and leaves lessons for anyone who runs hiring policy.',
  topic: 'Legal & Compliance',
  publishedAt: '2025-10-21',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "Wells Fargo has agreed to pay $85 million to resolve a securities class action alleging that it misled investors about a hiring policy meant to widen its candidate pools. Shareholders claimed that while the bank publicly promoted a rule requiring diverse slates of candidates for higher-paying roles, some managers were interviewing women and people of color for positions that had already been promised to someone else. The settlement, filed in federal court in San Francisco on Oct. 15, still needs a judge's approval, and the bank denies wrongdoing. For HR leaders, the case is a costly illustration of what happens when a hiring policy's metrics become the goal and the process behind them is not policed.",
    },
    {
      type: 'diveBrief',
      points: [
        'Wells Fargo agreed to pay $85 million to settle SEB Investment Management AB v. Wells Fargo & Co., No. 3:22-cv-03811, pending before U.S. District Judge Trina L. Thompson in the Northern District of California. The settlement requires court approval.',
        'The class covers investors who bought Wells Fargo shares between Feb. 24, 2021, and June 9, 2022. Lead plaintiffs include SEB Investment Management AB and the West Palm Beach Firefighters’ Pension Fund.',
        'Plaintiffs alleged the bank’s statements about its Diverse Search Requirement, which called for at least half of interviewed candidates for most U.S. roles paying $100,000 or more to be diverse, were misleading because some interviews were shams.',
        'The bank denied the claims and said it settled to avoid the cost and uncertainty of further litigation. Separately, it discontinued diverse slate guidelines for senior-level roles in February 2025, according to Bloomberg News.',
      ],
    },
    { type: 'diveInsight', heading: 'How a hiring policy became a securities case' },
    {
      type: 'heading',
      level: 2,
      text: 'From a newspaper investigation to a $17 billion stock drop',
    },
    {
      type: 'paragraph',
      text: 'The allegations first surfaced in a New York Times investigation in May 2022. Current and former employees, largely in the wealth management business, described being told to interview diverse candidates for roles where a hire had effectively already been chosen, so that the file would show compliance with the slate rule. Joe Bruno, a former managing director who said he was fired in August 2021 after objecting, was the most prominent voice. Wells Fargo said his dismissal was unrelated.',
    },
    {
      type: 'pullQuote',
      quote: 'inappropriate, morally wrong, ethically wrong',
      attribution:
        'Joe Bruno, former Wells Fargo wealth management executive, describing the interviews to The New York Times',
      context: 'May 2022',
    },
    {
      type: 'paragraph',
      text: "Wells Fargo paused the guidelines in June 2022. When the Times reported that month that federal prosecutors in Manhattan had opened a criminal inquiry, the stock fell 10.2% over two days, erasing more than $17 billion in market value. That decline became the basis for the shareholder suit. In August 2022 the bank reinstated a revised version that kept a 50% diverse slate expectation and a diverse interview panel, but tied the rule to job level rather than pay and tightened the process for exceptions. The Justice Department and the Securities and Exchange Commission both examined the bank's diversity hiring practices; Wells Fargo later said both closed their inquiries without taking action.",
    },
    { type: 'heading', level: 2, text: 'How the case survived' },
    {
      type: 'paragraph',
      text: "Judge Thompson initially dismissed the suit in August 2023, finding the complaint leaned on general press accounts without particular allegations that fake interviews were widespread. Plaintiffs amended it with accounts from nine former employees describing specific sham interviews. In July 2024 she allowed the case to proceed, citing employee complaints, the timing of a senior wealth manager's departure and the defendants' focus on diversity issues as supporting a strong inference of intent. At that stage Wells Fargo said it was deeply dedicated to diversity, equity and inclusion and did not tolerate discrimination in any part of its business. Fifteen months later, it settled.",
    },
    {
      type: 'paragraph',
      text: 'The policy itself did not outlast the case. In a February 2025 memo to senior leaders reported by Bloomberg News, the bank said it would stop requiring diverse slates for senior-level roles and remove related training from recruiting, while continuing to source a broad pool of candidates.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Who gets the money',
      text: 'The $85 million goes to shareholders who bought stock during the class period, less fees and costs the court approves. It does not compensate job candidates who sat through interviews for roles that were not open. Any claims by candidates would have to be pursued separately.',
    },
    { type: 'heading', level: 2, text: 'The lessons for hiring policy' },
    {
      type: 'paragraph',
      text: 'The Wells Fargo case is often read as a DEI story, but the legal theory was about disclosure: the company described a process to investors that plaintiffs said did not match reality. That risk applies to any hiring commitment an employer publicizes, whether the goal is diverse slates, skills-based hiring or internal mobility. When leaders report a metric such as the share of diverse interviewees, the process that produces it becomes part of what investors, regulators and candidates are relying on.',
    },
    {
      type: 'paragraph',
      text: "The environment has also shifted. The administration's January executive order targeting what it calls illegal DEI, and subsequent guidance from the Equal Employment Opportunity Commission and the Justice Department, have increased scrutiny of hiring practices that take demographics into account. Many large employers, including several major banks, have dropped or rewritten slate requirements this year. Both paths carry risk. A policy that is kept but not honestly executed invites the kind of claims Wells Fargo faced, and a policy that is dropped without attention to sourcing and selection can leave an employer with weaker defenses against adverse impact claims.",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Interviews for filled roles:** Inviting candidates to interview after a decision has been made exposes the organization to misrepresentation and discrimination claims and damages the employer brand.',
        '**Metrics without verification:** Compliance dashboards that count activity, such as interviews held, rather than outcomes and process integrity can hide gaming.',
        '**Public statements:** Sustainability reports, proxy statements and earnings calls that describe hiring practices should be reviewed against how the practices actually run.',
        '**Whistleblower handling:** Employee complaints about hiring process integrity should go to an independent channel, not only to the managers involved.',
      ],
    },
    {
      type: 'takeaways',
      title: 'Takeaways for HR and legal leaders',
      items: [
        'Wells Fargo will pay $85 million, pending court approval, to resolve investor claims over sham diverse-slate interviews, without admitting wrongdoing.',
        'The core exposure was a gap between what the company said about its hiring process and what some managers allegedly did.',
        'Audit any publicized hiring commitment for execution, documentation and exception handling before it is cited externally.',
        'Requisition controls that prevent interviews after an offer decision are a simple safeguard against sham interviewing.',
        'Whether slate policies are kept, revised or dropped, document the business rationale and monitor for adverse impact.',
      ],
    },
  ],
  citations: [
    {
      title: 'Wells Fargo & Co.',
      publisher: 'Kessler Topaz Meltzer & Check',
      url: 'https://ktmc.com/featured-case/wells-fargo-co',
    },
    {
      title:
        "Wells Fargo agrees to $85 million settlement over 'fake' interviews for diversity candidates: Here's what happened",
      publisher: 'Financial Express',
      url: 'https://www.financialexpress.com/world-news/wells-fargo-agrees-to-85-million-settlement-over-fake-interviews-for-diversity-candidates-heres-what-happened/4021369',
    },
    {
      title: 'Wells Fargo must face lawsuit over sham job interviews',
      publisher: 'Reuters (via XM)',
      url: 'https://xm.com/research/markets/allNews/reuters/wells-fargo-must-face-lawsuit-over-sham-job-interviews-53892038',
    },
    {
      title: 'SEB Investment Management AB et al v. Wells Fargo & Company et al',
      publisher: 'NYU Meltzer Center for Diversity, Inclusion, and Belonging',
      url: 'https://advancingdei.meltzercenter.org/cases/seb-investment-management-ab-et-al-v-wells-fargo-and-company-et-al-district',
    },
    {
      title: 'Wells Fargo scraps diversity policy for senior-level recruitment',
      publisher: 'American Banker',
      url: 'https://americanbanker.com/articles/wells-fargo-scraps-diversity-policy-for-senior-level-recruitment',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-wells-fargo-dei-settlement',
    article: slug,
    title: "Wells Fargo's $85M 'sham interview' settlement: lessons for diverse-slate hiring",
    excerpt:
      'The bank will pay $85 million to settle investor claims that managers interviewed diverse candidates for jobs already filled. Why hiring-process integrity, not just slate metrics, is now a board-level risk.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
]
