import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'h1b-changes'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'H-1B Overhaul: $100,000 Payment Now Required for Each New Petition, White House Says Current Visa Holders Are Exempt',
  dek: 'A Sept. 19 proclamation conditions entry for new H-1B workers on a six-figure employer payment. Weekend guidance from USCIS and the White House narrowed its reach to new petitions, but open questions remain for talent pipelines.',
  topic: 'Immigration Policy',
  publishedAt: '2025-09-22',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Employers must now pay **$100,000 for each new H-1B petition** covering a worker outside the United States, under a presidential proclamation President Donald Trump signed on Friday, Sept. 19, that took effect at 12:01 a.m. Eastern time on Sunday, Sept. 21. After a chaotic weekend in which some of the largest U.S. employers told visa-holding staff not to travel, U.S. Citizenship and Immigration Services and the White House said the charge is a one-time payment attached to new petitions only, and that it does not apply to current H-1B holders, to petitions filed before the effective time, or to renewals.',
    },
    {
      type: 'diveBrief',
      points: [
        'The proclamation, titled "Restriction on Entry of Certain Nonimmigrant Workers," restricts entry of H-1B workers unless the employer\'s petition is accompanied or supplemented by a $100,000 payment. It runs for 12 months from Sept. 21 unless extended.',
        'In a Sept. 20 memorandum, USCIS Director Joseph Edlow said the proclamation applies only prospectively, to petitions not yet filed, and does not reach beneficiaries of pending or approved petitions or holders of valid H-1B visas.',
        'White House Press Secretary Karoline Leavitt said the payment is not annual, applies only to new visas rather than renewals, and will first apply in the next H-1B lottery cycle.',
        'The Secretary of Homeland Security may exempt individuals, companies or whole industries deemed to be in the national interest. The proclamation also orders rulemaking to raise prevailing wage levels and to favor higher-skilled, higher-paid applicants.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'Few immigration actions in recent memory have moved from signature to effect as quickly, and few have generated as much confusion in so short a window. The proclamation gave employers roughly 48 hours of notice. On Friday, Commerce Secretary Howard Lutnick described the payment as annual while adding that details were still being considered, according to Reuters. By Saturday, internal messages reviewed by Reuters showed companies including Microsoft, JPMorgan and Amazon advising H-1B employees to stay in the country, and some workers abroad scrambled to return before the Sunday deadline.',
    },
    {
      type: 'paragraph',
      text: 'The clarifications arrived on Saturday evening. The USCIS memo, followed by a similar statement from U.S. Customs and Border Protection, confined the requirement to petitions filed at or after the effective time. Leavitt then posted a three-point statement on X that addressed the frequency of the charge, re-entry and renewals directly.',
    },
    {
      type: 'pullQuote',
      quote: "This is NOT an annual fee. It's a one-time fee that applies only to the petition.",
      attribution: 'Karoline Leavitt, White House press secretary, in a post on X',
      context: 'Sept. 20, 2025, the day after the proclamation was signed',
    },
    { type: 'heading', level: 2, text: 'Who pays, and for which petitions' },
    {
      type: 'paragraph',
      text: 'The obligation sits with the sponsoring employer. The proclamation directs USCIS not to approve petitions for workers outside the United States unless the payment accompanies them, requires employers to keep documentation of the payment, and tells the State Department to verify payment before issuing visas. Read together with the agency guidance published so far, the practical scope looks like this:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Covered:** new H-1B petitions filed at or after 12:01 a.m. Eastern on Sept. 21, 2025, for beneficiaries who are outside the United States, including petitions arising from the next cap lottery.',
        '**Not covered:** petitions filed before the effective time, even if still pending; beneficiaries of already-approved petitions; and people holding valid H-1B visas, who may continue to travel and re-enter.',
        '**Renewals:** the White House said the payment does not apply to renewals or to current visa holders.',
        '**Exceptions:** case-by-case national-interest exemptions for individuals, employers or industries, at the discretion of the Secretary of Homeland Security. No application process had been published as of Monday.',
      ],
    },
    {
      type: 'pullQuote',
      quote:
        'This proclamation only applies prospectively to petitions that have not yet been filed.',
      attribution: 'USCIS Director Joseph B. Edlow, policy memorandum to USCIS officers',
      context: 'Sept. 20, 2025',
    },
    { type: 'heading', level: 2, text: "The administration's rationale" },
    {
      type: 'paragraph',
      text: 'The proclamation argues that the H-1B program, intended to supplement the U.S. workforce with high-skilled temporary workers, has instead been used to replace American workers with lower-paid labor, particularly in information technology. It cites growth in the foreign STEM workforce from 1.2 million in 2000 to almost 2.5 million in 2019, and says higher costs are needed to curb abuse while still allowing companies to hire top talent. A White House fact sheet distributed Saturday said the payment could be waived case by case "if in the national interest," Reuters reported.',
    },
    {
      type: 'paragraph',
      text: 'The order reaches beyond the fee. It directs the Labor Department to begin rulemaking to revise prevailing wage levels and the Department of Homeland Security to begin rulemaking that would prioritize high-skilled, high-paid applicants. It also asks cabinet officials to recommend, within 30 days after the next H-1B lottery, whether the restriction should be extended. For HR leaders, that means the fee may be the first of several cost changes rather than a one-off.',
    },
    { type: 'heading', level: 2, text: 'What remains unsettled' },
    {
      type: 'paragraph',
      text: 'Immigration counsel noted several gaps in the text and early guidance. The proclamation does not say whether cap-exempt employers such as universities and nonprofit research organizations are covered. Early guidance did not squarely address change-of-status filings for people already in the country, such as international students moving from F-1 status to H-1B, or whether an extension, amendment or change-of-employer petition could trigger the payment if the worker later travels. Legal challenges are widely expected, and how a court would treat a payment imposed through presidential entry-restriction authority rather than through rulemaking is an open question.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Budget and workforce planning',
      text: 'A single new hire from abroad now carries a six-figure government charge on top of existing filing costs. Finance and talent acquisition teams planning for the next cap season should model the cost per role now, before registration decisions are made.',
    },
    {
      type: 'paragraph',
      text: 'The weekend also revealed an employee-relations problem. Many H-1B workers and their families spent Friday and Saturday uncertain whether they could return home from trips abroad. Employers that communicated quickly, and then corrected their advice once the guidance changed, limited the damage. Those that stayed silent may face retention and trust questions among a population that is often hard to replace.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Inventory every H-1B employee and pending petition, and record filing dates against the Sept. 21 effective time so counsel can confirm who falls outside the new requirement.',
        'Update travel guidance for current visa holders in line with the USCIS and CBP statements, and keep it under review as agencies issue further guidance.',
        'Re-price offers and the next lottery plan for candidates abroad, and weigh alternatives such as hiring from within the United States, other visa categories or offshore roles with counsel.',
        'Do not shift the payment onto workers without legal review; H-1B wage rules restrict employers from passing certain business costs to the employee.',
        'Track the promised prevailing wage and lottery rulemakings, any national-interest exception process and litigation, and brief the executive team on each change.',
      ],
    },
  ],
  citations: [
    {
      title: 'Restriction on Entry of Certain Nonimmigrant Workers',
      publisher: 'The White House',
      url: 'https://www.whitehouse.gov/presidential-actions/2025/09/restriction-on-entry-of-certain-nonimmigrant-workers/',
    },
    {
      title:
        'Presidential Proclamation Restricting Entry of H-1B Workers & Updated Agency Guidance on its Implementation',
      publisher: 'Yale University Office of International Students & Scholars',
      url: 'https://oiss.yale.edu/news/presidential-proclamation-restricting-entry-of-h-1b-workers-updated-agency-guidance-on-its-implementation',
    },
    {
      title: 'US new H-1B visa fee will not apply to existing holders, White House says',
      publisher: 'Business Recorder (Reuters)',
      url: 'https://www.brecorder.com/news/40383794/us-new-h-1b-visa-fee-will-not-apply-to-existing-holders-white-house-says',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-h1b-changes-talent',
    article: slug,
    title: '$100,000 Charge on Each New H-1B Petition Reshapes Hiring From Abroad',
    excerpt:
      'A Sept. 19 proclamation requires a $100,000 employer payment for each new H-1B petition. USCIS and the White House say current holders and renewals are exempt; recruiters should re-price offers now.',
    categories: ['talent'],
    homeLabel: 'Policy & Leadership',
    featured: true,
  },
  {
    id: 'summary-h1b-changes-leadership',
    article: slug,
    title: 'H-1B Proclamation: What the Weekend Guidance Means for Compliance Teams',
    excerpt:
      'USCIS says the new H-1B payment applies only to petitions filed after 12:01 a.m. Sept. 21. Compliance leaders need filing-date audits, travel guidance and a watch on wage rulemaking.',
    categories: ['leadership'],
    homeLabel: 'Compliance',
    image: alternateImage(slug),
  },
]
