import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'osha-keeling-confirmation'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'Senate confirms former UPS and Amazon safety executive David Keeling to lead OSHA',
  dek: "OSHA's first Senate-confirmed chief of the Trump era takes over an agency slowed by the shutdown, with a heat rule pending and a deregulatory docket in motion. What employers should expect from his agenda.",
  topic: 'Breaking News',
  publishedAt: '2025-10-09',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "David Keeling, who started at UPS as a package handler in 1985 and eventually ran the carrier's global health and safety function before moving to Amazon, is now the Senate-confirmed head of the Occupational Safety and Health Administration. Senators gave final approval on Oct. 7 in a 51-47 party-line vote on a package of more than 100 executive-branch nominees, filling a post that had been held on an acting basis since January. For employers, the confirmation puts a corporate safety practitioner in charge of the agency that inspects, cites and writes standards for most private workplaces, at a moment when OSHA is operating with a skeleton staff during the federal shutdown.",
    },
    {
      type: 'diveBrief',
      points: [
        'The Senate confirmed Keeling as Assistant Secretary of Labor for Occupational Safety and Health on Oct. 7, 2025, as part of an en bloc package of 107 nominees approved 51-47. Wayne Palmer, nominated to lead the Mine Safety and Health Administration, was cleared in the same process.',
        "Keeling spent more than three decades at UPS, rising to vice president of global health and safety, and later served as Amazon's director of road and transportation safety until 2023.",
        'He is the first OSHA administrator confirmed by the Senate during a Trump presidency. OSHA had been run by acting leadership since former Assistant Secretary Doug Parker left on Jan. 20.',
        'He takes office during a lapse in appropriations that began Oct. 1 and has limited federal OSHA largely to imminent-danger, fatality and high-hazard work. The post-hearing comment deadline for the proposed heat standard stands at Oct. 30.',
      ],
    },
    { type: 'diveInsight', heading: 'What new leadership means for employers' },
    { type: 'heading', level: 2, text: 'A practitioner’s agenda: modernize, partner, prevent' },
    {
      type: 'paragraph',
      text: "Keeling laid out his priorities at his June 5 hearing before the Senate Health, Education, Labor and Pensions Committee. He described three goals: speeding up the modernization of OSHA's regulatory oversight and rulemaking, expanding cooperation among employers, unions and professional bodies, and overhauling the Voluntary Protection Programs, which he characterized as a foundation that needs significant work. He argued that many agency standards have not kept pace with technology and changes in how work is done, and that predictive analytics and better data could shift the agency's posture from reacting after injuries to preventing them through design.",
    },
    {
      type: 'pullQuote',
      quote:
        'I have learned that the best source of safety improvements originates with the people who perform the job every day.',
      attribution: 'David Keeling, in prepared remarks to the Senate HELP Committee',
      context: 'Confirmation hearing, June 5, 2025',
    },
    {
      type: 'paragraph',
      text: 'The most consequential signal for compliance teams may be his stated preference for global industry consensus standards, which he told senators go through more rigorous review and more frequent updating than many OSHA rules. Neither his testimony nor his written statements identified which standards he would prioritize, so it is not yet clear whether that preference would show up as incorporation by reference in new rules, as enforcement guidance, or simply as encouragement. Employers that already benchmark against recognized consensus standards are likely to find the direction familiar.',
    },
    {
      type: 'paragraph',
      text: "Professional groups welcomed the vote. American Society of Safety Professionals President Linda Tapp said OSHA's leadership is “more important than ever given today's workplace safety challenges and the continuing evolution of how work is performed,” and the National Safety Council also congratulated him. Worker advocates have been more guarded, pointing to heat-related and other OSHA citations at UPS and Amazon during the years he held senior safety roles there.",
    },
    { type: 'heading', level: 2, text: 'The heat rule is the first real test' },
    {
      type: 'paragraph',
      text: "The largest open item on Keeling's desk is the proposed Heat Injury and Illness Prevention in Outdoor and Indoor Work Settings standard, published in the Federal Register on Aug. 30, 2024. The Biden administration estimated the rule would cover about 36 million workers and require written heat plans, acclimatization, water, rest and shade. An informal public hearing ran from June 16 to July 2, 2025, and the docket has drawn more than 43,000 comments. On Sept. 17, Chief Administrative Law Judge Steven Henley granted a 30-day extension, moving the post-hearing comment deadline to Oct. 30. Only parties that filed a notice of intent to appear may submit at this stage.",
    },
    {
      type: 'paragraph',
      text: 'The rule sits alongside an aggressive deregulatory program. On July 1, OSHA published 25 proposed rules and one final rule in response to Executive Order 14192. The proposals include limiting General Duty Clause enforcement for hazards inherent to professional, athletic and entertainment activities and dropping medical evaluation requirements for filtering facepiece respirators and loose-fitting powered air-purifying respirators. The final rule removed the requirement that the assistant secretary consult the construction advisory committee before issuing construction standards. How Keeling sequences the heat standard against that docket will say more about his approach than any hearing testimony.',
    },
    { type: 'heading', level: 2, text: 'Shutdown first, strategy second' },
    {
      type: 'paragraph',
      text: "Keeling's early weeks will be shaped by the shutdown. Under the Labor Department's contingency plan dated Sept. 26, OSHA kept about 460 of its 1,664 employees, roughly a quarter of its staff. Excepted work covers imminent-danger inspections, fatality and catastrophe investigations, high-risk complaints and follow-ups where serious hazards remain unabated. Programmed inspections, compliance assistance, outreach and rulemaking are largely on hold. The assistant secretary, as a presidentially appointed and Senate-confirmed official, is not subject to furlough. State-plan programs, which run on different funding, continue to inspect and enforce largely as normal.",
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Deadlines keep running',
      text: 'The shutdown does not pause employer obligations. Injury and illness recording and severe-injury reporting still apply, and statutory contest and abatement deadlines on existing citations continue to run even if area office staff are furloughed. File notices of contest on time and document abatement as usual.',
    },
    {
      type: 'paragraph',
      text: 'Practitioners expect a backlog of inspections, informal conferences and settlement talks once funding resumes, along with delays at the Occupational Safety and Health Review Commission, which also lapsed. Employers with open cases should plan for slower resolution and keep counsel engaged.',
    },
    { type: 'heading', level: 2, text: 'Reading the signals' },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Cooperative programs:** A rebuilt Voluntary Protection Programs offering could reward employers with mature safety management systems, but the criteria and benefits are not yet defined.',
        '**Data and technology:** Keeling has emphasized predictive analytics. Employers should expect interest in leading indicators, not only injury rates, and should make sure internal data would hold up to scrutiny.',
        '**Consensus standards:** Alignment with recognized industry standards may carry more weight in how the agency views good-faith compliance.',
        '**Heat:** Whatever happens to the federal rule, several states already have heat requirements, and the general duty clause remains available for heat hazards.',
      ],
    },
    {
      type: 'actionItems',
      title: 'What HR and safety leaders should do now',
      items: [
        'Brief executives on the change in OSHA leadership and the likely shift toward cooperative programs paired with targeted enforcement.',
        'Keep heat illness prevention plans in place for 2026 regardless of the federal rule, and confirm which state requirements already apply to your sites.',
        'Audit recordkeeping and severe-injury reporting now, since those obligations continue through the shutdown.',
        'Track open citations and contest deadlines centrally so that agency delays do not cause missed filings.',
        'Map your safety management system against the consensus standards you already use, to be ready if OSHA leans on them in guidance or rulemaking.',
      ],
    },
  ],
  citations: [
    {
      title: 'Safety Community Applauds Senate Confirmation of David Keeling as New OSHA Chief',
      publisher: 'Occupational Health & Safety',
      url: 'https://ohsonline.com/articles/2025/10/03/safety-community-applauds-senate-confirmation-of-david-keeling-as-new-osha-chief.aspx',
    },
    {
      title: "OSHA's New Chief: From Amazon and UPS to Workplace Watchdog",
      publisher: 'Facilities News',
      url: 'https://www.facilitiesnews.com/news/osha-new-chief-david-keeling-amazon-ups-background',
    },
    {
      title: 'Keeling Nomination Heads to Full Senate',
      publisher: 'AIHA',
      url: 'https://www.aiha.org/news/250703-keeling-nomination-heads-to-full-senate',
    },
    {
      title: "The Post-Hearing Comment Period On OSHA's Heat Rule Has Been Extended",
      publisher: 'Littler Mendelson via Mondaq',
      url: 'https://www.mondaq.com/unitedstates/health-safety/1680346/the-post-hearing-comment-period-on-oshas-heat-rule-has-been-extended',
    },
    {
      title:
        'Federal Government Shutdown Halts Most OSHA Operations, Creating Enforcement and Litigation Delays',
      publisher: 'Occupational Health & Safety',
      url: 'https://ohsonline.com/articles/2025/10/03/federal-government-shutdown-halts-most-osha-operations.aspx',
    },
    {
      title: 'Trump taps former UPS, Amazon exec David Keeling to lead OSHA',
      publisher: 'Safety+Health',
      url: 'https://safetyandhealthmagazine.com/articles/26448-trump-taps-former-ups-amazon-exec-david-keeling-to-lead-osha',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-osha-keeling-confirmation',
    article: slug,
    title: 'Keeling confirmed as OSHA chief: what his agenda means for compliance teams',
    excerpt:
      'The former UPS and Amazon safety executive takes over OSHA mid-shutdown, with a heat rule pending and a stated preference for industry consensus standards and revamped cooperative programs.',
    categories: ['leadership'],
    homeLabel: 'Compliance',
  },
]
