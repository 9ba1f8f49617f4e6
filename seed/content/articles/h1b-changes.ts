import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'h1b-changes'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'H-1B overhaul: $100,000 payment for new petitions from abroad, and a lottery weighted toward higher wages',
  dek: 'A Sept. 19 proclamation attaches a six-figure employer payment to new H-1B petitions for workers abroad; agencies say current visa holders are not covered. DHS has since made final a lottery that favors higher-paid applicants, and a federal judge has upheld the payment.',
  topic: 'Featured Story',
  topics: ['h-1b-visas', 'immigration', 'federal-policy', 'workforce-planning'],
  publishedAt: '2025-09-24',
  updatedAt: '2026-11-27',
  update: {
    date: '2026-11-27',
    text: 'DHS made the weighted lottery final on Dec. 29, 2025, without changes from the proposal, effective Feb. 27, 2026. On Dec. 23, 2025, Judge Beryl Howell of the federal court in Washington upheld the $100,000 payment in Chamber of Commerce v. DHS, and on Dec. 29 the plaintiffs appealed to the D.C. Circuit. That appeal and the suits led by Global Nurse Force in California and by 20 states in Massachusetts were pending, and the payment in effect, as KMH Immigration last reported. The proclamation runs for 12 months from Sept. 21, 2025, unless extended.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Employers now owe **$100,000 for each new H-1B petition** filed for a worker outside the United States, under a proclamation President Donald Trump signed on Friday, Sept. 19, that took effect at 12:01 a.m. Eastern time on Sunday, Sept. 21. On Wednesday, Sept. 24, the order was published in the Federal Register, and the Department of Homeland Security published a separate proposal that would replace the purely random H-1B lottery with a draw weighted toward higher wage levels. Together the two documents set the cost and the odds for the next cap season, and both land on HR’s desk.',
    },
    {
      type: 'diveBrief',
      points: [
        'Proclamation 10973, “Restriction on Entry of Certain Nonimmigrant Workers,” bars entry of H-1B workers unless the employer’s petition is accompanied or supplemented by a $100,000 payment. It runs for 12 months from Sept. 21 unless extended.',
        'In a Sept. 20 memorandum, U.S. Citizenship and Immigration Services said the requirement applies only to petitions not yet filed, and not to beneficiaries of earlier or approved petitions or to holders of valid H-1B visas.',
        'The Secretary of Homeland Security may exempt an individual, all workers of a company or a whole industry if their hiring is found to be in the national interest.',
        'DHS’s proposed rule, published Sept. 24, would weight lottery entries by the wage level of the job offer. Comments are due Oct. 24, 2025.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'The proclamation gave employers about 48 hours between signature and effect, and the first weekend showed what that does to a workforce. Its text did not say whether people who already held H-1B status, or were abroad on a trip, would be caught by the payment, and H-1B holders outside the country and their families could not tell whether they would be let back in. The answer came from the agencies that carry the order out, not from the order itself.',
    },
    {
      type: 'paragraph',
      text: 'On Saturday, Sept. 20, and the day after, the agencies put their reading in writing. In a [memorandum to its officers](https://www.uscis.gov/sites/default/files/document/memos/H1B_Proc_Memo_FINAL.pdf), USCIS said the proclamation applies only to petitions not yet filed: not to beneficiaries of petitions filed before it took effect, of approved petitions or of valid H-1B visas. It added that the order does not affect any current visa holder’s ability to travel to or from the United States. U.S. Customs and Border Protection [posted a memorandum to the same effect](https://x.com/CBP/status/1969512486627095007) that day, saying its officers would keep processing current H-1B visa holders under existing policies, and the State Department issued guidance of its own over the weekend, according to a summary of the agency statements compiled by [Yale’s Office of International Students & Scholars](https://oiss.yale.edu/news/presidential-proclamation-restricting-entry-of-h-1b-workers-updated-agency-guidance-on-its-implementation). The practical message for current visa holders was that travel in and out of the country was not affected.',
    },
    { type: 'heading', level: 2, text: 'Who pays, and for which petitions' },
    {
      type: 'paragraph',
      text: 'The obligation sits with the sponsoring employer. The proclamation tells DHS not to decide petitions for workers outside the United States unless the payment accompanies them, requires employers to keep proof that they paid, and has the State Department confirm payment during visa processing. Read with the guidance issued so far, the scope looks like this:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Covered:** new H-1B petitions filed at or after 12:01 a.m. Eastern on Sept. 21, 2025, for beneficiaries outside the United States, including petitions that follow the next cap lottery.',
        '**Not covered, per USCIS:** petitions filed before the effective time, even if still pending; beneficiaries of approved petitions; and people holding valid H-1B visas.',
        '**Travel:** the agencies said current visa holders may leave and re-enter as before.',
        '**Scope set on Oct. 20, 2025 (an update):** [USCIS now says](https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations) the payment applies to new petitions for beneficiaries abroad without a valid H-1B visa; to petitions asking for consular or port-of-entry notification or pre-flight inspection; and to change, amendment or extension petitions where USCIS finds the worker ineligible, for example for leaving the country before a decision. Those it grants inside the country are exempt.',
        '**Paying:** since Oct. 20, employers pay through pay.gov before filing, USCIS says; a petition without proof of payment or of an exception granted by the Secretary of Homeland Security will be denied.',
        '**Exceptions:** national-interest exemptions for individuals, companies or industries, at the discretion of the Secretary of Homeland Security. Neither the proclamation nor the first agency statements described how to apply for one.',
      ],
    },
    { type: 'heading', level: 2, text: 'The administration’s case' },
    {
      type: 'paragraph',
      text: 'The proclamation argues that the program meant to add high-skilled temporary workers has instead been used to replace American workers with lower-paid labor, with information technology firms singled out. It says the number of foreign STEM workers in the United States rose from 1.2 million in 2000 to almost 2.5 million in 2019, and it presents a higher cost of entry as a way to curb abuse while still letting companies hire the strongest candidates.',
    },
    {
      type: 'paragraph',
      text: 'The fee is only one of the levers the order pulls. It directs the Labor Department to start rulemaking on prevailing wage levels and DHS to start rulemaking that would prioritize high-skilled, high-paid applicants. It also asks cabinet officials to recommend, within 30 days after the next H-1B lottery, whether the restriction should be extended.',
    },
    { type: 'heading', level: 2, text: 'A lottery that rewards higher pay' },
    {
      type: 'paragraph',
      text: 'DHS published a proposal in that direction the same week. Its [notice of proposed rulemaking](https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18473.htm) would drop the single random draw in favor of a weighted selection that generally favors higher-skilled and higher-paid workers while keeping some chance for every wage level. As proposed, a registration at the highest of the Labor Department’s four prevailing wage levels would be entered four times, and one at the lowest level once. Employers would have to report the occupation code, wage level, work location and offered wage when they register.',
    },
    {
      type: 'paragraph',
      text: 'For employers that recruit graduates into entry-level roles, the combination matters more than either piece alone: a candidate abroad offered a level I wage would cost $100,000 on top of the usual filing fees and would have the lowest odds in the draw. When this story was published the weighting was still a proposal. DHS [made it final on Dec. 29, 2025](https://www.govinfo.gov/content/pkg/FR-2025-12-29/html/2025-23853.htm), without changes from the proposal, effective Feb. 27, 2026, in time for the fiscal 2027 registration season.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Budget and workforce planning',
      text: 'A new hire recruited from abroad now carries a six-figure government charge on top of existing filing costs. Finance and talent acquisition teams should model the cost per role before registration decisions for the next cap season.',
    },
    { type: 'heading', level: 2, text: 'What remains unsettled' },
    {
      type: 'paragraph',
      text: 'Several questions are open. The proclamation does not say whether cap-exempt employers such as universities and nonprofit research institutions are treated differently. The first guidance did not squarely address petitions that change the status of someone already in the country, such as an international student moving to H-1B, or what happens if that person later travels. Legal challenges were widely expected, and whether a payment imposed through the president’s power to restrict entry, rather than through a fee rule, would survive review was unresolved.',
    },
    {
      type: 'paragraph',
      text: 'The first answer came on Dec. 23, 2025. In *Chamber of Commerce v. DHS* (D.D.C. No. 1:25-cv-03675), brought by the U.S. Chamber of Commerce and the Association of American Universities, Judge Beryl A. Howell upheld the payment as within the president’s authority under Section 212(f) of the Immigration and Nationality Act, and the plaintiffs appealed to the D.C. Circuit. Two other challenges were pending: *Global Nurse Force v. Trump* (N.D. Cal. No. 3:25-cv-08454), filed Oct. 3, 2025, and a suit by 20 states, *California v. Noem* (D. Mass. No. 1:25-cv-13829), filed Dec. 12, 2025, [KMH Immigration reported](https://www.kmhimmigration.com/district-court-judge-issues-opinion-upholding-100000-h-1b-fee).',
    },
    {
      type: 'paragraph',
      text: 'The weekend also exposed an employee-relations problem. H-1B workers and their families spent two days unsure whether they could get home from trips abroad. Employers that communicated fast and corrected their advice as guidance changed were better placed to keep that trust; those that stayed silent may face retention questions in a group that is often hard to replace.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Inventory every H-1B employee and pending petition, and record filing dates against the Sept. 21 effective time so counsel can confirm who falls outside the payment.',
        'Update travel guidance for current visa holders in line with the USCIS and CBP statements, and keep it under review as agencies publish more.',
        'Re-price offers and the next lottery plan for candidates abroad, and weigh alternatives such as other visa categories or roles based outside the United States with counsel.',
        'Get legal advice before asking a worker to bear any part of the payment; H-1B wage rules limit passing employer business costs to the employee.',
        'Plan the next registration under the weighted lottery, final since Dec. 29, 2025, and track the promised prevailing wage rulemaking and the appeals and suits over the payment.',
      ],
    },
  ],
  citations: [
    {
      title: 'Restriction on Entry of Certain Nonimmigrant Workers',
      publisher: 'Executive Office of the President (Federal Register)',
      url: 'https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18601.htm',
      publishedAt: '2025-09-24',
      kind: 'primary',
    },
    {
      title:
        'Weighted Selection Process for Registrants and Petitioners Seeking To File Cap-Subject H-1B Petitions',
      publisher: 'U.S. Department of Homeland Security (Federal Register)',
      url: 'https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18473.htm',
      publishedAt: '2025-09-24',
      kind: 'primary',
    },
    {
      title:
        'Presidential Proclamation Restricting Entry of H-1B Workers & Updated Agency Guidance on its Implementation',
      publisher: 'Yale University Office of International Students & Scholars',
      url: 'https://oiss.yale.edu/news/presidential-proclamation-restricting-entry-of-h-1b-workers-updated-agency-guidance-on-its-implementation',
      publishedAt: '2025-09-20',
      kind: 'analysis',
    },
    {
      title:
        'H-1B Specialty Occupations: Presidential Proclamation on Restriction on Entry of Certain Nonimmigrant Workers',
      publisher: 'U.S. Citizenship and Immigration Services',
      url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations',
      publishedAt: '2025-10-20',
      kind: 'primary',
    },
    {
      title:
        'Memorandum to USCIS officers on the proclamation “Restriction on Entry of Certain Nonimmigrant Workers”',
      publisher: 'U.S. Citizenship and Immigration Services',
      url: 'https://www.uscis.gov/sites/default/files/document/memos/H1B_Proc_Memo_FINAL.pdf',
      publishedAt: '2025-09-20',
      kind: 'primary',
    },
    {
      title: 'CBP memorandum on the H-1B proclamation (statement posted on X)',
      publisher: 'U.S. Customs and Border Protection',
      url: 'https://x.com/CBP/status/1969512486627095007',
      publishedAt: '2025-09-20',
      kind: 'primary',
    },
    {
      title:
        'Weighted Selection Process for Registrants and Petitioners Seeking To File Cap-Subject H-1B Petitions (final rule)',
      publisher: 'U.S. Department of Homeland Security (Federal Register)',
      url: 'https://www.govinfo.gov/content/pkg/FR-2025-12-29/html/2025-23853.htm',
      publishedAt: '2025-12-29',
      kind: 'primary',
    },
    {
      title: 'District Court Judge Issues Opinion Upholding $100,000 H-1B Fee',
      publisher: 'KMH Immigration',
      url: 'https://www.kmhimmigration.com/district-court-judge-issues-opinion-upholding-100000-h-1b-fee',
      publishedAt: '2025-12-24',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-h1b-changes-talent',
    article: slug,
    title: '$100,000 H-1B charge falls on hires from abroad, not on changes of status',
    excerpt:
      'USCIS limits the $100,000 payment to new H-1B petitions for workers outside the U.S. without a valid visa; status changes and extensions granted inside the country are exempt. A court has upheld it, and a wage-weighted lottery is final.',
    categories: ['talent'],
    homeLabel: 'Policy & Leadership',
    featured: true,
  },
  {
    id: 'summary-h1b-changes-leadership',
    article: slug,
    title: 'H-1B proclamation: what the agency guidance means for compliance teams',
    excerpt:
      'USCIS applies the $100,000 H-1B payment to petitions filed from Sept. 21 for workers abroad without a valid visa. Compliance leaders need filing-date audits, travel guidance and a plan for the wage-weighted lottery, final since December.',
    categories: ['leadership'],
    homeLabel: 'Compliance',
    image: alternateImage(slug),
  },
]
