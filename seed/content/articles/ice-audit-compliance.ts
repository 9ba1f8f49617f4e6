import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'ice-audit-compliance'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'After the Hyundai site raid, Form I-9 compliance becomes a leadership issue',
  dek: 'A month after the Sept. 4 operation at a Georgia battery plant, Washington and Seoul have clarified what short-term business visitors may do. For most employers, the sharper risk is still the Form I-9 audit and its three-day clock.',
  topic: 'Immigration Policy',
  topics: ['i-9-compliance', 'immigration', 'federal-policy'],
  publishedAt: '2025-10-07',
  updatedAt: '2026-11-22',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version described the battery plant only by the $4.3 billion figure from the May 2023 announcement. Hyundai and LG Energy Solution added $2 billion to the venture in August 2023, and the plant sits within a Metaplant campus put at about $7.6 billion; the story now reflects both.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Last Tuesday, Sept. 30, the United States and South Korea held the first meeting of a working group on business travel and visas, created after federal agents arrested 475 people at the HL-GA Battery Co. construction site in Bryan County, Ga., on Sept. 4. Washington confirmed that Korean companies may use B-1 visas and visa-waiver travel to install, service and repair equipment bought abroad, and the two governments agreed to set up a dedicated visa desk at the U.S. Embassy in Seoul. The raid halted work on a battery joint venture that Hyundai Motor Group and LG Energy Solution expanded by $2 billion in 2023, part of a Hyundai campus valued at about $7.6 billion. For most employers, though, the enforcement tool to prepare for is quieter: the Form I-9 audit, which can give a company three business days to produce its records.',
    },
    {
      type: 'diveBrief',
      points: [
        'Homeland Security Investigations called the Sept. 4 operation the largest single-site enforcement action in its history. Agents executed a judicial search warrant tied to allegations of unlawful employment practices; no criminal charges were announced at the time.',
        'On Sept. 12, a charter flight carried 330 people home to Seoul, among them 316 South Korean nationals.',
        'Most of the South Koreans had entered on visa-waiver (ESTA) authorizations or B-1 business visas, which do not permit hands-on labor.',
        'At the Sept. 30 working group, the U.S. reaffirmed that B-1 and ESTA travelers may install, service and repair equipment purchased overseas as part of an investment.',
        'For 2025, civil penalties for Form I-9 paperwork violations run from $288 to $2,861 per form.',
      ],
    },
    { type: 'diveInsight', heading: 'What the raid signals for every employer' },
    { type: 'heading', level: 2, text: 'A criminal case, not a paperwork check' },
    {
      type: 'paragraph',
      text: 'The Georgia operation was built differently from a routine audit. At a Sept. 5 briefing in Savannah, Steven Schrank, the HSI special agent in charge, said agents had obtained a judicial warrant after an investigation into unlawful employment and other federal crimes, [The Augusta Press reported](https://theaugustapress.com/largest-ever-site-raid-sees-475-arrested-at-hyundai-plant-in-bryan-county). The site belonged to HL-GA Battery Co., the LG Energy Solution and Hyundai venture, and most of those arrested were Korean nationals.',
    },
    {
      type: 'paragraph',
      text: 'Many of them had not crossed the border unlawfully. According to [The Dong-A Ilbo](https://www.donga.com/en/article/all/20250906/5831701/1), most of the detained South Koreans had entered on ESTA or B-1 status, the short-stay routes companies have long used to send technicians to build and commission plants. Neither permits the kind of hands-on labor that construction involves, and that gray zone is what the two governments took up on Sept. 30.',
    },
    {
      type: 'paragraph',
      text: 'The clarification narrows the gray zone without closing it. As [The Asia Business Daily](https://cm.asiae.co.kr/en/article/2025100116061450286) reported, U.S. officials confirmed that installing, inspecting and maintaining equipment bought abroad is a permitted business activity under B-1 and ESTA, and agreed to the embassy desk as a channel for Korean companies’ visa questions. It did not create a new visa category, and some observers cautioned that the underlying uncertainty remains. Any employer that brings specialists in for short assignments should treat the episode as a reason to document what each visitor will actually do on site.',
    },
    { type: 'heading', level: 2, text: 'What a Notice of Inspection sets in motion' },
    {
      type: 'paragraph',
      text: 'Few employers will ever see a criminal search warrant. Many more will receive a Notice of Inspection, the administrative step that opens a Form I-9 audit. The notice typically asks for the forms and supporting records such as payroll and employee lists, and employers generally get at least three business days to respond. Extensions can be requested but should not be assumed.',
    },
    {
      type: 'paragraph',
      text: 'After review, ICE can close the matter, ask the employer to fix technical or procedural errors, flag workers whose documents appear invalid or do not match government records, issue a warning, or move toward fines. Penalties climb sharply when ICE concludes that an employer knowingly hired or kept unauthorized workers.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: '2025 civil penalty ranges',
      text: 'After DHS’s January 2025 inflation adjustment: $288 to $2,861 per Form I-9 paperwork violation; $716 to $5,724 per worker for a first knowing-hire offense; $5,724 to $14,308 for a second; and more for later offenses. For a workforce of several hundred, paperwork errors alone can approach $1 million at the top of the range.',
    },
    { type: 'heading', level: 2, text: 'The contractor gap' },
    {
      type: 'paragraph',
      text: 'The Georgia case shows how a company can absorb the consequences of workers it does not employ. The construction delay, the reputational damage and the diplomatic fallout landed on the companies behind the plant, not only on the contractors that hired the crews. Contract clauses that promise I-9 compliance are common; checking them is not. Large capital projects, staffing agencies and layered subcontracting deserve the same diligence as an employer’s own payroll.',
    },
    {
      type: 'paragraph',
      text: 'HR also owns the human side. Raids and audits frighten lawfully employed workers as well as those without authorization, and a rushed internal response can create new liability: asking for extra documents from workers who look or sound foreign, or firing people on suspicion, can violate federal anti-discrimination rules. Corrections to existing forms should be made with counsel, dated when they are made and never backdated.',
    },
    {
      type: 'list',
      style: 'number',
      items: [
        'Name who at each site may accept a Notice of Inspection or a warrant, and train front-desk and site staff to route it to them at once.',
        'Know the difference between a judicial warrant, an administrative warrant and an audit notice, and have counsel on call to read whatever is served.',
        'Run a privileged internal I-9 audit with counsel, fix technical errors properly and document the review.',
        'Keep forms for three years after hire or one year after separation, whichever is later, and purge only what the rules allow.',
        'Require subcontractors and staffing partners to certify compliance and give you audit rights, and use them on high-risk projects.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Action items for HR and compliance leaders',
      items: [
        'Brief the executive team and board on worksite enforcement exposure, including contractor sites and joint ventures.',
        'Build a three-day response plan for a Notice of Inspection, with named owners for records, payroll data and legal review.',
        'Review how short-term foreign technical staff are brought in, and record each visitor’s planned activities against what B-1 and ESTA permit.',
        'Prepare employee communications that explain rights and support without encouraging extra document demands or profiling.',
      ],
    },
  ],
  citations: [
    {
      title: 'Largest-ever site raid sees 475 arrested at Hyundai megasite in Bryan County',
      publisher: 'The Augusta Press',
      url: 'https://theaugustapress.com/largest-ever-site-raid-sees-475-arrested-at-hyundai-plant-in-bryan-county',
      publishedAt: '2025-09-05',
      kind: 'reporting',
    },
    {
      title: 'Most arrested South Koreans entered U.S. on ESTA',
      publisher: 'The Dong-A Ilbo',
      url: 'https://www.donga.com/en/article/all/20250906/5831701/1',
      publishedAt: '2025-09-06',
      kind: 'reporting',
    },
    {
      title:
        '‘I just want to see my family’: Tearful reunions as 316 Korean workers land at Incheon Airport',
      publisher: 'Korea JoongAng Daily',
      url: 'https://koreajoongangdaily.joins.com/news/2025-09-12/national/socialAffairs/I-just-want-to-see-my-family-Tearful-reunions-as-316-Korean-workers-land-at-Incheon-Airport/2397920',
      publishedAt: '2025-09-12',
      kind: 'reporting',
    },
    {
      title: 'U.S. Confirms Legality of Business Trips Using B-1 Visas and ESTA',
      publisher: 'The Asia Business Daily',
      url: 'https://cm.asiae.co.kr/en/article/2025100116061450286',
      publishedAt: '2025-10-01',
      kind: 'reporting',
    },
    {
      title: 'Hyundai Motor, LG to double investment in U.S. battery factory',
      publisher: 'UPI',
      url: 'https://www.upi.com/Top_News/World-News/2023/09/01/Hyundai-LG-Georgia-battery-plant/1741693587692/',
      publishedAt: '2023-09-01',
      kind: 'reporting',
    },
    {
      title: 'Immigration enforcement underway: Preparing for I-9 inspections and site visits',
      publisher: 'Reed Smith (Employment Law Watch)',
      url: 'https://www.employmentlawwatch.com/2025/01/articles/employment-us/immigration-enforcement-underway-preparing-for-i-9-inspections-and-site-visits/',
      publishedAt: '2025-01-27',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ice-audit-compliance',
    article: slug,
    title: 'ICE worksite enforcement escalates: are your I-9s ready for a three-day deadline?',
    excerpt:
      'The Georgia battery plant raid showed how far immigration enforcement reaches into contractor networks. Here is what a Notice of Inspection triggers and how HR leaders should prepare.',
    categories: ['leadership', 'talent'],
    homeLabel: 'Compliance',
  },
]
