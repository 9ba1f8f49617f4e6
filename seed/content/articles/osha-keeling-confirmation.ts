import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'osha-keeling-confirmation'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'Senate confirms former UPS and Amazon safety executive David Keeling to lead OSHA',
  dek: 'Confirmed on Oct. 7 in a package of more than 100 nominees, Keeling takes over an agency idled by the shutdown, with a heat rule pending. What employers should expect from his agenda.',
  topic: 'Breaking News',
  topics: ['workplace-safety', 'federal-policy'],
  publishedAt: '2025-10-09',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'David Keeling, who started at UPS as a package handler in 1985 and rose to run its global health and safety function before moving to Amazon, is now the Senate-confirmed head of the Occupational Safety and Health Administration. The Senate approved him on Tuesday, Oct. 7, in a 51-47 vote on a block of nominees for federal agencies, [Manufacturing Dive reported](https://www.manufacturingdive.com/news/osha-amazon-ups-david-keeling-senate-confirmed-assistant-secretary/802364). The block was set on Oct. 3, when the Senate adopted [S. Res. 412](https://www.congress.gov/bill/119th-congress/senate-resolution/412), a resolution letting it take up 108 nominations together. Employers now face a corporate safety practitioner at the top of the agency that inspects, cites and writes standards for most private workplaces, at a moment when the federal shutdown has cut OSHA back to its most urgent work.',
    },
    {
      type: 'diveBrief',
      points: [
        'The Senate confirmed Keeling as Assistant Secretary of Labor for Occupational Safety and Health on Oct. 7, 2025, in a 51-47 vote on a package of more than 100 nominees that it had agreed on Oct. 3 to consider together.',
        'Keeling spent more than three decades at UPS, serving as vice president of global health and safety from 2018 to 2021, and was Amazon’s director of road and transportation safety for nearly two years, from 2021 to 2023, according to his LinkedIn profile as reported by Bloomberg Law.',
        'At his June confirmation hearing, Keeling said OSHA should take advantage of global industry consensus standards, which he said are reviewed more rigorously and updated more often than many of its rules.',
        'He takes office during a lapse in appropriations that began Oct. 1 and has limited federal OSHA largely to imminent-danger, fatality and other critical work.',
      ],
    },
    { type: 'diveInsight', heading: 'What new leadership means for employers' },
    { type: 'heading', level: 2, text: 'A practitioner’s agenda' },
    {
      type: 'paragraph',
      text: 'Keeling set out his priorities at his June 5 confirmation hearing before the Senate Health, Education, Labor and Pensions Committee, which later voted to send his nomination to the full Senate, [AIHA reported](https://www.aiha.org/news/250703-keeling-nomination-heads-to-full-senate). He spoke of modernizing how the agency writes and updates rules, of using data and technology to prevent injuries rather than respond to them, and of collaboration between employers and employees as the most productive route to safer workplaces.',
    },
    {
      type: 'pullQuote',
      quote:
        'I have learned that the best source of safety improvements originates with the people who perform the job every day.',
      attribution:
        'David Keeling, in prepared remarks for his Senate HELP Committee hearing, as reported by AIHA',
      context: 'Confirmation hearing, June 5, 2025',
    },
    {
      type: 'paragraph',
      text: 'The signal compliance teams may watch most closely is his stated preference for industry consensus standards, which he has described as more rigorously reviewed and more frequently updated than many OSHA rules. He has not said which standards he would lean on, so it is not yet clear whether the preference would show up as incorporation by reference in new rules, as enforcement guidance or simply as encouragement. Employers that already benchmark their programs against recognized consensus standards are likely to find the direction familiar.',
    },
    {
      type: 'paragraph',
      text: 'Professional groups welcomed his appointment as soon as the Senate cleared the package on Oct. 3, four days before the final vote. American Society of Safety Professionals President Linda Tapp said OSHA’s leadership is “more important than ever given today’s workplace safety challenges and the continuing evolution of how work is performed,” and the National Safety Council also congratulated him, [Occupational Health & Safety reported on Oct. 3](https://ohsonline.com/articles/2025/10/03/safety-community-applauds-senate-confirmation-of-david-keeling-as-new-osha-chief.aspx), treating that day’s vote as his confirmation. Worker advocates have been more guarded. As [Bloomberg Law noted](https://news.bloomberglaw.com/daily-labor-report/amazon-ups-safety-maven-faces-osha-staffing-policy-pressures) when he was nominated, both of his former employers have had frequent dealings with the agency, including an Amazon settlement over ergonomic hazards from investigations that began while he was there and a court fight between UPS and OSHA over heat-stress monitoring in trucks.',
    },
    { type: 'heading', level: 2, text: 'The heat rule is the first real test' },
    {
      type: 'paragraph',
      text: 'The largest open item on Keeling’s desk is the proposed Heat Injury and Illness Prevention in Outdoor and Indoor Work Settings standard, [published in the Federal Register on Aug. 30, 2024](https://www.federalregister.gov/documents/2024/08/30/2024-14824/heat-injury-and-illness-prevention-in-outdoor-and-indoor-work-settings). It would require covered employers to plan for heat hazards and provide measures such as water, rest and shade. In a [Nov. 29, 2024, Federal Register notice](https://osha.gov/laws-regs/federalregister/2024-11-29), OSHA extended the comment period to Jan. 14, 2025, and scheduled an informal public hearing to begin on June 16, 2025. The rule remains a proposal; a later comment period was recently extended to the end of October, Manufacturing Dive reported. How Keeling sequences the heat standard against the administration’s broader push to trim regulations will say more about his approach than any hearing testimony.',
    },
    { type: 'heading', level: 2, text: 'Shutdown first, strategy second' },
    {
      type: 'paragraph',
      text: 'Keeling’s first weeks will be shaped by the shutdown. Under the Labor Department’s contingency plan, federal OSHA has suspended most of its activity and kept only imminent-danger inspections, fatality investigations and other critical functions, [Occupational Health & Safety reported](https://ohsonline.com/articles/2025/10/03/federal-government-shutdown-halts-most-osha-operations.aspx). The Occupational Safety and Health Review Commission, which hears contested citations, is also closed. State-plan programs, which run on different funding, continue to operate.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Deadlines keep running',
      text: 'The shutdown does not pause employer obligations. Statutory contest and abatement deadlines on existing citations continue to run even though OSHA staff are furloughed, and recordkeeping and severe-injury reporting duties still apply. File notices of contest on time and document abatement as usual.',
    },
    {
      type: 'paragraph',
      text: 'Expect a backlog of inspections, informal conferences and settlement talks once funding resumes, and delays at the review commission. Employers with open cases should plan for slower resolution and keep counsel engaged.',
    },
    { type: 'heading', level: 2, text: 'Reading the signals' },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Cooperation:** Keeling has stressed collaboration among employers, workers and professional groups. Cooperative programs could gain weight, but no new criteria or benefits have been announced.',
        '**Data and prevention:** expect interest in leading indicators, not only injury rates. Make sure internal safety data would stand up to scrutiny.',
        '**Consensus standards:** alignment with recognized industry standards may count for more in how the agency views good-faith compliance.',
        '**Heat:** whatever happens to the federal rule, several states already have heat requirements, and the general duty clause remains available for heat hazards.',
      ],
    },
    {
      type: 'actionItems',
      title: 'What HR and safety leaders should do now',
      items: [
        'Brief executives on the change in OSHA leadership and the likely emphasis on cooperative programs paired with targeted enforcement.',
        'Keep heat illness prevention plans in place for 2026 regardless of the federal rule, and confirm which state requirements already apply to your sites.',
        'Audit recordkeeping and severe-injury reporting now, since those duties continue through the shutdown.',
        'Track open citations and contest deadlines centrally so agency delays do not lead to missed filings.',
      ],
    },
  ],
  citations: [
    {
      title: 'Senate confirms former Amazon, UPS safety executive David Keeling as OSHA chief',
      publisher: 'Manufacturing Dive',
      url: 'https://www.manufacturingdive.com/news/osha-amazon-ups-david-keeling-senate-confirmed-assistant-secretary/802364',
      publishedAt: '2025-10-08',
      kind: 'reporting',
    },
    {
      title:
        'S.Res.412, An executive resolution authorizing the en bloc consideration in Executive Session of certain nominations on the Executive Calendar (119th Congress)',
      publisher: 'U.S. Senate (Congress.gov)',
      url: 'https://www.congress.gov/bill/119th-congress/senate-resolution/412',
      publishedAt: '2025-10-03',
      kind: 'primary',
    },
    {
      title: 'Safety Community Applauds Senate Confirmation of David Keeling as New OSHA Chief',
      publisher: 'Occupational Health & Safety',
      url: 'https://ohsonline.com/articles/2025/10/03/safety-community-applauds-senate-confirmation-of-david-keeling-as-new-osha-chief.aspx',
      publishedAt: '2025-10-03',
      kind: 'reporting',
    },
    {
      title:
        'Federal Government Shutdown Halts Most OSHA Operations, Creating Enforcement and Litigation Delays',
      publisher: 'Occupational Health & Safety',
      url: 'https://ohsonline.com/articles/2025/10/03/federal-government-shutdown-halts-most-osha-operations.aspx',
      publishedAt: '2025-10-03',
      kind: 'reporting',
    },
    {
      title: 'Keeling Nomination Heads to Full Senate',
      publisher: 'AIHA',
      url: 'https://www.aiha.org/news/250703-keeling-nomination-heads-to-full-senate',
      publishedAt: '2025-07-03',
      kind: 'reporting',
    },
    {
      title: 'Amazon, UPS Safety Maven Faces OSHA Staffing, Policy Pressures',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/daily-labor-report/amazon-ups-safety-maven-faces-osha-staffing-policy-pressures',
      publishedAt: '2025-02-14',
      kind: 'reporting',
    },
    {
      title:
        'Heat Injury and Illness Prevention in Outdoor and Indoor Work Settings (proposed rule)',
      publisher: 'Federal Register (Occupational Safety and Health Administration)',
      url: 'https://www.federalregister.gov/documents/2024/08/30/2024-14824/heat-injury-and-illness-prevention-in-outdoor-and-indoor-work-settings',
      publishedAt: '2024-08-30',
      kind: 'primary',
    },
    {
      title:
        'Heat Injury and Illness Prevention in Outdoor and Indoor Work Settings: extension of comment period; notice of informal hearing',
      publisher: 'Occupational Safety and Health Administration (Federal Register)',
      url: 'https://osha.gov/laws-regs/federalregister/2024-11-29',
      publishedAt: '2024-11-29',
      kind: 'primary',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-osha-keeling-confirmation',
    article: slug,
    title: 'Keeling confirmed as OSHA chief: what his agenda means for compliance teams',
    excerpt:
      'The former UPS and Amazon safety executive, confirmed Oct. 7, takes over OSHA mid-shutdown, with a heat rule pending and a stated preference for industry consensus standards.',
    categories: ['leadership'],
    homeLabel: 'Compliance',
  },
]
