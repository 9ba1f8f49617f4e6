import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'walmart-disability-discrimination'
const eeocSanLeandro = 'https://content.govdelivery.com/accounts/USEEOC/bulletins/3e99b13'
// The EEOC's own page for its Sept. 26 announcement could not be found (neither on eeoc.gov nor
// among its emailed bulletins); this report carries the announcement's words, so the story
// attributes them "as reported by" it. The case number is in the announcement's text as a wire
// distributor copied it, and the desk cites no copies.
const mountPleasant =
  'https://disabilityinsider.com/2025/09/29/law/eeoc-sues-walmart-for-disability-discrimination-2'
const bloombergLaw =
  'https://news.bloomberglaw.com/daily-labor-report/eeoc-says-walmart-violated-ada-by-barring-workers-return-to-job'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'EEOC sues Walmart over job coach denial and disability harassment at Wisconsin store',
  dek: 'The agency says managers at a Mount Pleasant store shut out a cart pusher’s no-cost job coaches and let supervisors demean two workers with intellectual disabilities. The facts echo two earlier Wisconsin jury verdicts against the retailer.',
  topic: 'Employee Rights',
  topics: ['disability-rights', 'eeoc', 'harassment'],
  publishedAt: '2025-09-30',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: `The U.S. Equal Employment Opportunity Commission has sued Walmart Inc., alleging that managers at its store in Mount Pleasant, Wis., refused to deal with the job coaches an employee with an intellectual disability relied on, and that supervisors there harassed him and a co-worker because of their disabilities. The agency announced the lawsuit on Sept. 26, [as Disability Insider reported](${mountPleasant}). It is the latest Americans with Disabilities Act case the EEOC has brought against one of the country’s largest private employers, three months after [a June 30 suit](${eeocSanLeandro}) over a California worker left on unpaid leave, and its central facts will sound familiar to anyone who followed two Wisconsin trials in which juries sided with the agency over Walmart’s treatment of workers with developmental disabilities. The lesson for employers is that the interactive process often involves people other than the employee, and that supervisors’ conduct can turn an accommodation dispute into a harassment case.`,
    },
    {
      type: 'diveBrief',
      points: [
        'The EEOC filed EEOC v. Walmart Inc., Case No. 25-cv-1480, in the U.S. District Court for the Eastern District of Wisconsin after first trying to reach a pre-litigation settlement through its conciliation process.',
        'According to the agency, supervisors at the Mount Pleasant store called two cart pushers with intellectual disabilities “stupid” and “slow” in November and December 2021. One employee said a supervisor used a slur against him, shut the store’s door on him and sent him home early; he quit after learning the store manager would not address the supervisor’s conduct.',
        'The EEOC alleges Walmart denied one employee the accommodation of a job coach: store managers and human resources staff would not let the coaches, who helped him at no cost to the company, into the facility and repeatedly refused to discuss his schedule, training needs, breaks or the harassment with them.',
        'The suit claims failure to accommodate and a hostile work environment under the ADA. It follows a separate EEOC suit filed June 30, 2025, in federal court in Northern California (No. 4:25-cv-5484), alleging that Walmart kept a longtime San Leandro, Calif., employee on unpaid leave rather than reinstating her or reassigning her to an open position after an approved leave.',
      ],
    },
    { type: 'diveInsight', heading: 'A familiar fact pattern, and why it keeps recurring' },
    { type: 'heading', level: 2, text: 'Wisconsin juries have heard this before' },
    {
      type: 'paragraph',
      text: 'The Mount Pleasant allegations closely track a case the EEOC tried against Walmart in the Western District of Wisconsin in 2019. Paul Reina, who is deaf and has developmental, visual and intellectual impairments, worked as a cart pusher at the Beloit store from 1998 to 2015, always with a job coach. After a new store manager suspended him and required fresh medical paperwork to keep his accommodations, Walmart stopped putting him on the schedule. In October 2019 a jury found the company had failed to accommodate him and ended his employment because of his disability, awarding $200,000 in compensatory and $5 million in punitive damages, [Wolters Kluwer’s Employment Law Daily reported](https://lrus.wolterskluwer.com/news/employment-law-daily/jury-awards-5m-against-walmart-in-eeoc-disability-bias-case/97073/). The court later capped the damages at the $300,000 federal limit but added back pay, front pay and other relief, and in November 2020 it refused to overturn the verdict, [the same publication reported](https://lrus.wolterskluwer.com/news/employment-law-daily/jury-verdict-against-walmart-in-eeoc-case-on-behalf-of-disabled-cart-attendant-upheld/127295/). The U.S. Court of Appeals for the Seventh Circuit affirmed the verdict on June 30, 2022, [Law360 reported](https://www.law360.com/articles/1507929/7th-circ-upholds-walmart-ada-loss-over-employee-s-firing).',
    },
    {
      type: 'paragraph',
      text: 'In July 2021 a federal jury in Green Bay found that Walmart violated the ADA when it fired Marlo Spaeth, a Manitowoc sales associate with Down syndrome, after a new computerized scheduling system moved her long-standing shift and the company declined to restore it. The jury awarded $150,000 in compensatory damages and $125 million in punitive damages, [Reuters reported](https://www.reuters.com/legal/transactional/eeoc-wins-125-mln-jury-verdict-walmart-disability-bias-case-2021-07-16/); the judge then reduced the combined award to the $300,000 statutory maximum, [CNBC reported](https://www.cnbc.com/2021/07/16/walmart-loses-eeoc-disability-discrimination-lawsuit.html). A Walmart spokesman said at the time of the verdict that the company does not tolerate discrimination of any kind and routinely accommodates thousands of employees each year.',
    },
    {
      type: 'paragraph',
      text: 'The new case is at its earliest stage, and its allegations have not been tested in court. But the parallels matter: in each matter the EEOC describes a worker who depended on outside support, a guardian, relative or coach speaking up for the employee, and store-level decisions that cut those supporters out of the conversation.',
    },
    {
      type: 'pullQuote',
      quote:
        'Employers have a legal obligation to work with employees who need accommodations for disabilities and to stop and prevent disability-based harassment.',
      attribution: 'Victor Chen, EEOC spokesperson',
      context:
        'EEOC announcement of the Mount Pleasant lawsuit, Sept. 26, 2025, as reported by Disability Insider',
    },
    { type: 'heading', level: 2, text: 'Job coaches are part of the accommodation, not visitors' },
    {
      type: 'paragraph',
      text: 'Supported-employment programs often pair workers who have intellectual or developmental disabilities with job coaches, frequently paid for by public programs rather than the employer; Reina’s coaches were publicly funded. When Reina and his legal guardian asked for the coach to continue, the store cut off communication, the EEOC alleged, and the jury found that Walmart had failed to accommodate him. Under the EEOC’s theory in the Mount Pleasant case, a coach supplied at no cost to the company is a reasonable accommodation in its own right, and barring the coach from the site, or refusing to talk with the coach, is a failure to engage in the interactive process. The agency’s long-standing guidance also treats a request made by an employee’s representative, such as a family member, as a request for accommodation. Store managers who treat a coach or a guardian as an outsider are declining the conversation the ADA requires.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The damages cap is not the whole exposure',
      text: 'For employers with more than 500 employees, federal law caps combined compensatory and punitive damages in ADA cases at $300,000 per claimant. After the Spaeth verdict, an EEOC spokeswoman told Reuters the cap does not apply to back pay, front pay, litigation costs or interest. The Reina award shows how that works: back pay, front pay and other relief came on top of the capped damages. Verdicts far above the cap, as in the Spaeth case, also carry reputational costs that no statute limits.',
    },
    { type: 'heading', level: 2, text: 'When harassment and accommodation meet' },
    {
      type: 'paragraph',
      text: 'The harassment claim raises the stakes. The alleged comments came from supervisors, not peers, and federal law makes it harder for an employer to avoid liability when a supervisor is the harasser. One of the employees quit after learning the store manager would not act, which opens the door to an argument that the working conditions left him no real choice. For employees with intellectual disabilities, ordinary complaint channels such as a hotline, an app or a written grievance may be hard to use without help. That is one more reason the job coach relationship matters: the coach is often the person most likely to see mistreatment and report it.',
    },
    {
      type: 'paragraph',
      text: `The San Leandro suit points to a related risk. There, according to [the EEOC’s June 30 announcement](${eeocSanLeandro}), Walmart repeatedly refused to let a longtime employee return to work she had performed successfully for nine years in its Temporary Alternative Duty program, and after an approved leave it placed her on unpaid leave instead of reinstating her or reassigning her to an open position. The employee, Kathleen Alvarez, had worked in the program since a 2011 workplace injury left her with chronic hand pain, and the store had an opening with the same duties in early 2024, [Bloomberg Law reported](${bloombergLaw}). Leave can be a reasonable accommodation, but the agency treats indefinite unpaid leave, chosen over an available job, as a refusal to accommodate. A Walmart spokesperson told Bloomberg Law the company employs thousands of people with reasonable accommodations; the outlet counted at least six disability discrimination cases Walmart had settled with the commission since 2024.`,
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Do store and site managers know that an outside job coach, guardian or family member can raise and pursue an accommodation request?',
        'Is there a written process for admitting job coaches on site that covers safety, confidentiality and scheduling?',
        'Does HR review any demand to re-document a stable, long-standing accommodation before a manager acts on it?',
        'Can employees with cognitive disabilities report harassment through a channel they can actually use?',
        'Before an employee is placed on unpaid leave, has anyone checked for open positions the employee could fill?',
      ],
    },
    {
      type: 'takeaways',
      title: 'What HR leaders should take from the Walmart cases',
      items: [
        'Treat job coaches and other supported-employment partners as part of the interactive process, with a named HR contact for each.',
        'Train supervisors that disability-based slurs are a priority matter, and document each investigation and its outcome.',
        'Consider reassignment to an open position before unpaid leave, and record why any alternative was rejected.',
        'Check how scheduling, staffing and leave systems affect employees with disabilities; two of the Walmart cases here began with a schedule or leave decision.',
        'Budget for exposure beyond the damages cap, including back pay, front pay, interest, injunctive terms and reputational harm.',
      ],
    },
  ],
  citations: [
    {
      title: 'EEOC Sues Walmart for Disability Discrimination',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: eeocSanLeandro,
      publishedAt: '2025-06-30',
      kind: 'primary',
    },
    {
      title: 'EEOC sues Walmart for disability discrimination',
      publisher: 'Disability Insider',
      url: mountPleasant,
      publishedAt: '2025-09-29',
      kind: 'reporting',
    },
    {
      title: 'EEOC says Walmart violated ADA by barring worker’s return to job',
      publisher: 'Bloomberg Law',
      url: bloombergLaw,
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
    title: 'Walmart faces EEOC suit over barred job coaches and slurs aimed at disabled workers',
    excerpt:
      'The EEOC says a Wisconsin store shut out an employee’s no-cost job coaches and ignored supervisor harassment. The case echoes two earlier jury verdicts and tests how managers handle the interactive process.',
    categories: ['talent', 'culture'],
    homeLabel: 'Employee Rights',
  },
]
