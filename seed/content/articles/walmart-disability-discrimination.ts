import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'walmart-disability-discrimination'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'EEOC Sues Walmart Over Job Coach Denial and Disability Harassment at Wisconsin Store',
  dek: "The agency says managers at a Mount Pleasant store shut out a cart pusher's no-cost job coaches and let supervisors demean two workers with intellectual disabilities. The facts echo two earlier Wisconsin jury verdicts against the retailer.",
  topic: 'Employee Rights',
  publishedAt: '2025-09-30',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "The U.S. Equal Employment Opportunity Commission has sued Walmart Inc., alleging that a store in Mount Pleasant, Wis., refused to work with the job coaches an employee with an intellectual disability relied on and allowed supervisors to subject him and a co-worker to disability-based harassment. The lawsuit, announced Sept. 26, is the latest in a line of Americans with Disabilities Act cases against the nation's largest private employer, and its central facts will look familiar to anyone who followed two Wisconsin trials in which juries sided with the EEOC over Walmart's treatment of workers with developmental disabilities. For HR leaders, the case is a reminder that the interactive process often involves people other than the employee, and that supervisor conduct can turn an accommodation dispute into a harassment case.",
    },
    {
      type: 'diveBrief',
      points: [
        'The EEOC filed *EEOC v. Walmart Inc.*, No. 25-cv-1480, in the U.S. District Court for the Eastern District of Wisconsin after first trying to resolve the charge through its pre-litigation conciliation process.',
        'According to the agency, in November and December 2021 supervisors at the Mount Pleasant store called two cart pushers with intellectual disabilities "stupid" and "slow." One employee said a supervisor used a slur, shut the store door on him and sent him home early; he quit after the store manager did not act.',
        'The EEOC alleges Walmart denied one employee the accommodation of a job coach, barring coaches who assisted him at no cost to the company from the store and refusing to discuss his schedule, training, breaks or the harassment with them.',
        'The suit claims failure to accommodate and a hostile work environment under the ADA. It follows a separate EEOC suit filed June 30, 2025, alleging that Walmart kept a San Leandro, Calif., employee on unpaid leave rather than returning or reassigning her after a disability-related absence.',
      ],
    },
    { type: 'diveInsight', heading: 'A familiar fact pattern, and why it keeps recurring' },
    { type: 'heading', level: 2, text: 'Wisconsin juries have heard this before' },
    {
      type: 'paragraph',
      text: 'The Mount Pleasant allegations closely track a case the EEOC tried against Walmart in Madison in 2019. Paul Reina, who is deaf and has developmental, visual and intellectual disabilities, worked as a cart attendant at the Beloit store from 1998 to 2015, always alongside a job coach. After a new store manager asked the family to resubmit medical paperwork, Walmart stopped scheduling him. A jury found the company had failed to accommodate him and ended his employment because of his disability, awarding $200,000 in compensatory and $5 million in punitive damages. The court cut the punitive award to $100,000 to fit the federal damages cap and added back pay, front pay and interest. The U.S. Court of Appeals for the Seventh Circuit affirmed in June 2022.',
    },
    {
      type: 'paragraph',
      text: 'Two years after the Reina verdict, a federal jury in Green Bay found that Walmart violated the ADA when it fired Marlo Spaeth, a Manitowoc sales associate with Down syndrome, after a computerized scheduling system moved her long-standing shift and the company declined to move it back. That jury awarded $150,000 in compensatory damages and $125 million in punitive damages, later reduced to the $300,000 statutory maximum. Walmart said at the time that it does not tolerate discrimination and routinely accommodates thousands of employees each year.',
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
      context: 'EEOC announcement of the Mount Pleasant lawsuit, Sept. 26, 2025',
    },
    { type: 'heading', level: 2, text: 'Job coaches are part of the accommodation, not visitors' },
    {
      type: 'paragraph',
      text: "Supported-employment programs often pair workers who have intellectual or developmental disabilities with job coaches, frequently funded by public agencies rather than the employer. Under the EEOC's theory, a coach supplied at no cost to the company is a reasonable accommodation in its own right, and refusing to let the coach on site, or refusing to talk with the coach, is a failure to engage in the interactive process. Courts have long recognized that accommodation requests and follow-up can come through family members, guardians or other representatives rather than the employee alone. Store managers who treat a coach as an outsider to be kept at the door are, on the EEOC's account, declining the conversation the ADA requires.",
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The damages cap is not the whole exposure',
      text: 'For employers with more than 500 employees, the ADA caps combined compensatory and punitive damages at **$300,000** per claimant. The EEOC has noted that the cap does not reach back pay, front pay, litigation costs or interest, and courts may also order injunctive relief. Jury verdicts far above the cap, as in the Spaeth case, carry reputational costs that no statute limits.',
    },
    { type: 'heading', level: 2, text: 'When harassment and accommodation meet' },
    {
      type: 'paragraph',
      text: 'The harassment claim raises the stakes. The alleged comments came from supervisors, not peers, and federal law makes it harder for an employer to avoid liability when a supervisor is the harasser. One of the employees resigned after the store manager did not intervene, which opens the door to an argument that the working conditions left him no real choice. For employees with intellectual disabilities, the ordinary complaint channels, such as a hotline, an app or a written grievance, may be hard to use without help, which is one more reason the job coach relationship matters: the coach is often the person most likely to see mistreatment and report it.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Do store and site managers know that an outside job coach, guardian or family member can make and pursue an accommodation request?',
        'Is there a written process for admitting job coaches on site, covering safety, confidentiality and scheduling?',
        'Are requests to re-document a stable, long-standing accommodation reviewed by HR before managers act?',
        'Does harassment training cover disability-based slurs and the heightened duty of supervisors to stop them?',
        'Can employees with cognitive disabilities report harassment through a channel they can actually use?',
      ],
    },
    {
      type: 'takeaways',
      title: 'What HR leaders should take from the Walmart case',
      items: [
        'Treat job coaches and other supported-employment partners as part of the interactive process, with a named HR contact for each.',
        'Require HR review before any manager withdraws, changes or re-papers an accommodation that has been working.',
        'Escalate supervisor harassment of disabled employees as a priority matter, and document the investigation and the fix.',
        'Audit how scheduling, staffing and leave systems affect employees with disabilities, since several Walmart cases began with a system or policy change.',
        'Budget for exposure beyond the damages cap: back pay, front pay, injunctive terms and reputational harm.',
      ],
    },
  ],
  citations: [
    {
      title: 'EEOC sues Walmart for disability discrimination',
      publisher: 'Disability Insider',
      url: 'https://disabilityinsider.com/2025/09/29/law/eeoc-sues-walmart-for-disability-discrimination-2',
    },
    {
      title: 'EEOC Sues Walmart for Disability Discrimination',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://content.govdelivery.com/accounts/USEEOC/bulletins/3e99b13',
    },
    {
      title: 'Jury awards $5M against Walmart in EEOC disability bias case',
      publisher: 'Wolters Kluwer Labor & Employment Law Daily',
      url: 'https://lrus.wolterskluwer.com/news/employment-law-daily/jury-awards-5m-against-walmart-in-eeoc-disability-bias-case/97073/',
    },
    {
      title:
        'Equal Employment Opportunity Commission v. Wal-Mart Stores, Inc. et al, Filing 224 (Opinion and Order)',
      publisher: 'Justia Dockets',
      url: 'https://docs.justia.com/cases/federal/district-courts/wisconsin/wiwdc/3:2017cv00739/40661/224',
    },
    {
      title: 'EEOC wins $125 mln jury verdict in Walmart disability bias case',
      publisher: 'Reuters',
      url: 'https://www.reuters.com/legal/transactional/eeoc-wins-125-mln-jury-verdict-walmart-disability-bias-case-2021-07-16/',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-walmart-disability-discrimination',
    article: slug,
    title: 'Walmart Faces EEOC Suit Over Barred Job Coaches and Slurs Aimed at Disabled Workers',
    excerpt:
      "The EEOC says a Wisconsin store shut out an employee's no-cost job coaches and ignored supervisor harassment. The case echoes two earlier verdicts and tests how managers handle the interactive process.",
    categories: ['talent', 'culture'],
    homeLabel: 'Employee Rights',
  },
]
