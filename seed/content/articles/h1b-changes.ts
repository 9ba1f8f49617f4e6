import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'h1b-changes'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'H-1B overhaul: $100,000 payment for new petitions from abroad as DHS proposes wage-weighted lottery',
  dek: 'A Sept. 19 proclamation attaches a six-figure employer payment to new H-1B petitions for workers abroad; agencies say current visa holders are not covered. On Sept. 24 the order reached the Federal Register with a DHS plan to favor higher-paid applicants in the lottery.',
  topic: 'Featured Story',
  topics: ['h-1b-visas', 'immigration', 'federal-policy', 'workforce-planning'],
  publishedAt: '2025-09-24',
  updatedAt: '2026-11-25',
  correction: {
    date: '2026-11-25',
    text: 'An earlier version said that Commerce Secretary Howard Lutnick described the charge as $100,000 a year at the signing, that employers and lawyers urged H-1B holders abroad to return within a day, and that the White House then said the payment applied only to new applicants. Those details came from a copy of another outlet’s report that we could not check against the original, and they have been removed. The agencies’ written guidance, described below, was not affected.',
  },
  update: {
    date: '2026-11-25',
    text: 'On Oct. 20, 2025, USCIS set the payment’s scope. It applies to new petitions filed from Sept. 21 for workers outside the United States who hold no valid H-1B visa, and to petitions that ask for consular or port-of-entry notification. Petitions to change, amend or extend the status of someone inside the country are exempt when USCIS grants them. Employers pay through pay.gov before filing; a petition without proof of payment or of an exception granted by the Secretary of Homeland Security will be denied. The headline and summaries now say so.',
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
      text: 'On Saturday, Sept. 20, and the day after, the agencies put their reading in writing. USCIS issued a memorandum to its officers saying the payment reaches only petitions not yet filed, and U.S. Customs and Border Protection and the State Department followed with guidance of their own, according to a summary of the agency statements compiled by [Yale’s Office of International Students & Scholars](https://oiss.yale.edu/news/presidential-proclamation-restricting-entry-of-h-1b-workers-updated-agency-guidance-on-its-implementation). The practical message for current visa holders was that travel in and out of the country was not affected.',
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
      text: 'For employers that recruit graduates into entry-level roles, the combination matters more than either piece alone: a candidate abroad offered a level I wage would cost $100,000 on top of the usual filing fees and would have the lowest odds in the draw. It is still a proposal, and the final rule could change after the comment period closes.',
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
      text: 'Several questions are open. The proclamation does not say whether cap-exempt employers such as universities and nonprofit research institutions are treated differently. The first guidance did not squarely address petitions that change the status of someone already in the country, such as an international student moving to H-1B, or what happens if that person later travels. Legal challenges are widely expected, and whether a payment imposed through the president’s power to restrict entry, rather than through a fee rule, survives review is unresolved.',
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
        'Decide whether to comment on the weighted-lottery proposal by Oct. 24, and track the promised prevailing wage rulemaking and any litigation.',
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
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-h1b-changes-talent',
    article: slug,
    title: '$100,000 H-1B charge falls on hires from abroad, not on changes of status',
    excerpt:
      'USCIS limits the $100,000 payment to new H-1B petitions for workers outside the U.S. without a valid visa; status changes and extensions granted inside the country are exempt. DHS proposes a wage-weighted lottery.',
    categories: ['talent'],
    homeLabel: 'Policy & Leadership',
    featured: true,
  },
  {
    id: 'summary-h1b-changes-leadership',
    article: slug,
    title: 'H-1B proclamation: what the agency guidance means for compliance teams',
    excerpt:
      'USCIS applies the $100,000 H-1B payment to petitions filed from Sept. 21 for workers abroad without a valid visa. Compliance leaders need filing-date audits, travel guidance and a plan for the proposed wage-weighted lottery.',
    categories: ['leadership'],
    homeLabel: 'Compliance',
    image: alternateImage(slug),
  },
]
