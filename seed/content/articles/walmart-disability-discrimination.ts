import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'walmart-disability-discrimination'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'Walmart’s EEOC disability cases keep coming back to the interactive process',
  dek: 'A June suit over a California worker left on unpaid leave joins two Wisconsin jury verdicts, one over a cart pusher’s job coach and one over a changed shift, in which the agency prevailed against the retailer.',
  topic: 'Employee Rights',
  topics: ['disability-rights', 'eeoc'],
  publishedAt: '2025-09-30',
  updatedAt: '2026-11-25',
  correction: {
    date: '2026-11-25',
    text: 'This story originally led with an EEOC lawsuit announced Sept. 26, 2025, over a job coach and alleged harassment of two workers at a Walmart store in Mount Pleasant, Wis., and gave its case number and a quote from an agency spokesperson. We could find that announcement only in copies, not on the agency’s own site or in original reporting, so those details have been removed, and the story now leads with the EEOC’s June suit over a San Leandro, Calif., worker. The headline and summary changed with it.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'The U.S. Equal Employment Opportunity Commission sued Walmart on June 30, alleging that the retailer would not let a longtime employee at its San Leandro, Calif., store return to modified duties she had performed for nine years and left her on unpaid leave instead, Bloomberg Law reported. The suit is one of a line of Americans with Disabilities Act cases the agency has brought against one of the country’s largest private employers; Bloomberg Law counted at least six disability discrimination cases Walmart has settled with the commission since 2024. Two earlier cases went to Wisconsin juries, and both sided with the agency. The lesson for employers is that the interactive process often involves more than the employee and a manager: a job coach, a guardian, a scheduling system or a leave policy can decide the outcome.',
    },
    {
      type: 'diveBrief',
      points: [
        'The EEOC filed the San Leandro suit in federal court in Northern California on behalf of Kathleen Alvarez, who had worked in Walmart’s Temporary Alternative Duty program since a 2011 workplace injury left her with chronic hand pain, Bloomberg Law reported.',
        'After an approved leave in 2020 and 2021, Walmart repeatedly denied her requests to return to those duties and placed her on indefinite unpaid leave, even though the store had an opening for the same work in early 2024, the agency alleges. It seeks back pay, compensatory and punitive damages and injunctive relief.',
        'In 2019 a jury in the Western District of Wisconsin found that Walmart failed to accommodate Paul Reina, a deaf cart pusher with developmental disabilities who had worked with a publicly funded job coach, and ended his employment because of his disability. The Seventh Circuit affirmed in 2022.',
        'In 2021 a Green Bay jury awarded $125 million in punitive damages to Marlo Spaeth, a sales associate with Down syndrome who was fired after a scheduling change; the court cut the combined award to the $300,000 statutory maximum.',
      ],
    },
    { type: 'diveInsight', heading: 'A familiar fact pattern, and why it keeps recurring' },
    { type: 'heading', level: 2, text: 'Wisconsin juries have heard this before' },
    {
      type: 'paragraph',
      text: 'The job coach case came first. Paul Reina, who is deaf and has developmental, visual and intellectual impairments, worked as a cart pusher at the Beloit store from 1998 to 2015, always with a job coach. After a new store manager suspended him and required fresh medical paperwork to keep his accommodations, Walmart stopped putting him on the schedule. In October 2019 a jury found the company had failed to accommodate him and ended his employment because of his disability, awarding $200,000 in compensatory and $5 million in punitive damages, [Wolters Kluwer’s Employment Law Daily reported](https://lrus.wolterskluwer.com/news/employment-law-daily/jury-awards-5m-against-walmart-in-eeoc-disability-bias-case/97073/). The court later capped the damages at the $300,000 federal limit but added back pay, front pay and other relief, and in November 2020 it refused to overturn the verdict, [the same publication reported](https://lrus.wolterskluwer.com/news/employment-law-daily/jury-verdict-against-walmart-in-eeoc-case-on-behalf-of-disabled-cart-attendant-upheld/127295/). The U.S. Court of Appeals for the Seventh Circuit affirmed the verdict on June 30, 2022, [Law360 reported](https://www.law360.com/articles/1507929/7th-circ-upholds-walmart-ada-loss-over-employee-s-firing).',
    },
    {
      type: 'paragraph',
      text: 'In July 2021 a federal jury in Green Bay found that Walmart violated the ADA when it fired Marlo Spaeth, a Manitowoc sales associate with Down syndrome, after a new computerized scheduling system moved her long-standing shift and the company declined to restore it. The jury awarded $150,000 in compensatory damages and $125 million in punitive damages, [Reuters reported](https://www.reuters.com/legal/transactional/eeoc-wins-125-mln-jury-verdict-walmart-disability-bias-case-2021-07-16/); the judge then reduced the combined award to the $300,000 statutory maximum, [CNBC reported](https://www.cnbc.com/2021/07/16/walmart-loses-eeoc-disability-discrimination-lawsuit.html). A Walmart spokesman said at the time of the verdict that the company does not tolerate discrimination of any kind and routinely accommodates thousands of employees each year.',
    },
    {
      type: 'paragraph',
      text: 'The San Leandro case is at its earliest stage, and its allegations have not been tested in court. But the parallels matter: in each matter the EEOC describes a long-standing arrangement that let a worker do the job, whether a job coach, a fixed shift or a modified-duty position, and a later store-level decision that ended it without the conversation the ADA requires.',
    },
    { type: 'heading', level: 2, text: 'Job coaches are part of the accommodation, not visitors' },
    {
      type: 'paragraph',
      text: 'Supported-employment programs often pair workers who have intellectual or developmental disabilities with job coaches, frequently paid for by public programs rather than the employer; Reina’s coaches were publicly funded. When Reina and his legal guardian asked for the coach to continue, the store cut off communication, the EEOC alleged, and the jury found that Walmart had failed to accommodate him. A coach supplied at no cost to the company can be a reasonable accommodation in its own right, and the agency’s long-standing guidance also treats a request made by an employee’s representative, such as a family member, as a request for accommodation. Store managers who treat a coach or a guardian as an outsider are declining the conversation the ADA requires.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The damages cap is not the whole exposure',
      text: 'For employers with more than 500 employees, federal law caps combined compensatory and punitive damages in ADA cases at $300,000 per claimant. After the Spaeth verdict, an EEOC spokeswoman told Reuters the cap does not apply to back pay, front pay, litigation costs or interest. The Reina award shows how that works: back pay, front pay and other relief came on top of the capped damages. Verdicts far above the cap, as in the Spaeth case, also carry reputational costs that no statute limits.',
    },
    { type: 'heading', level: 2, text: 'When unpaid leave becomes the default' },
    {
      type: 'paragraph',
      text: 'The San Leandro suit points to a related risk. An employee who has done modified work successfully for years is hard to describe as unable to do it, and an open position with the same duties undercuts any argument that there was nothing to offer her. Leave can be a reasonable accommodation, but the EEOC’s complaint treats indefinite unpaid leave, chosen over an available job, as a refusal to accommodate. A Walmart spokesperson told [Bloomberg Law](https://news.bloomberglaw.com/daily-labor-report/eeoc-says-walmart-violated-ada-by-barring-workers-return-to-job) the company employs thousands of people with reasonable accommodations.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Do store and site managers know that an outside job coach, guardian or family member can raise and pursue an accommodation request?',
        'Is there a written process for admitting job coaches on site that covers safety, confidentiality and scheduling?',
        'Does HR review any demand to re-document a stable, long-standing accommodation before a manager acts on it?',
        'Before an employee is placed on unpaid leave, has anyone checked for open positions the employee could fill?',
      ],
    },
    {
      type: 'takeaways',
      title: 'What HR leaders should take from the Walmart cases',
      items: [
        'Treat job coaches and other supported-employment partners as part of the interactive process, with a named HR contact for each.',
        'Consider reassignment to an open position before unpaid leave, and record why any alternative was rejected.',
        'Check how scheduling, staffing and leave systems affect employees with disabilities; two of the Walmart cases here began with a schedule or leave decision.',
        'Budget for exposure beyond the damages cap, including back pay, front pay, interest, injunctive terms and reputational harm.',
      ],
    },
  ],
  citations: [
    {
      title: 'EEOC says Walmart violated ADA by barring worker’s return to job',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/daily-labor-report/eeoc-says-walmart-violated-ada-by-barring-workers-return-to-job',
      publishedAt: '2025-07-01',
      kind: 'reporting',
    },
    {
      title: 'Jury awards $5M against Walmart in EEOC disability bias case',
      publisher: 'Wolters Kluwer Labor & Employment Law Daily',
      url: 'https://lrus.wolterskluwer.com/news/employment-law-daily/jury-awards-5m-against-walmart-in-eeoc-disability-bias-case/97073/',
      publishedAt: '2019-10-15',
      kind: 'reporting',
    },
    {
      title:
        'Jury verdict against Walmart in EEOC case on behalf of disabled cart attendant upheld',
      publisher: 'Wolters Kluwer Labor & Employment Law Daily',
      url: 'https://lrus.wolterskluwer.com/news/employment-law-daily/jury-verdict-against-walmart-in-eeoc-case-on-behalf-of-disabled-cart-attendant-upheld/127295/',
      publishedAt: '2020-12-04',
      kind: 'reporting',
    },
    {
      title: '7th Circ. upholds Walmart ADA loss over employee’s firing',
      publisher: 'Law360',
      url: 'https://www.law360.com/articles/1507929/7th-circ-upholds-walmart-ada-loss-over-employee-s-firing',
      publishedAt: '2022-07-01',
      kind: 'reporting',
    },
    {
      title: 'EEOC wins $125 mln jury verdict in Walmart disability bias case',
      publisher: 'Reuters',
      url: 'https://www.reuters.com/legal/transactional/eeoc-wins-125-mln-jury-verdict-walmart-disability-bias-case-2021-07-16/',
      publishedAt: '2021-07-16',
      kind: 'reporting',
    },
    {
      title: 'Walmart loses EEOC disability discrimination lawsuit',
      publisher: 'CNBC',
      url: 'https://www.cnbc.com/2021/07/16/walmart-loses-eeoc-disability-discrimination-lawsuit.html',
      publishedAt: '2021-07-16',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-walmart-disability-discrimination',
    article: slug,
    title: 'Walmart’s disability cases keep turning on how managers handle accommodations',
    excerpt:
      'The EEOC says Walmart left a California worker on unpaid leave instead of returning her to modified duties. The case echoes two Wisconsin jury verdicts over a job coach and a changed shift.',
    categories: ['talent', 'culture'],
    homeLabel: 'Employee Rights',
  },
]
