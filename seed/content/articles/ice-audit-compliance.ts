import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'ice-audit-compliance'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'After the Hyundai Site Raid, Form I-9 Compliance Becomes a Leadership Issue',
  dek: 'The Sept. 4 operation at a Georgia battery plant, the largest single-site action in Homeland Security Investigations history, caps a year of rising worksite enforcement. Employers served with a Notice of Inspection may have three business days to respond.',
  topic: 'Immigration Policy',
  publishedAt: '2025-10-07',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'When federal agents executed a criminal search warrant at the HL-GA Battery Company construction site in Ellabell, Ga., on Sept. 4, they arrested 475 people, more than 300 of them South Korean nationals, and halted work on a $4.3 billion joint venture between Hyundai Motor Group and LG Energy Solution. The operation was the most visible moment yet in a year of expanded worksite enforcement, but the quieter instrument for most employers is the Form I-9 audit: a Notice of Inspection that can give a company as little as three business days to produce its employment eligibility records. A month after the raid, the lesson for HR leaders is that I-9 compliance now extends well past the hiring desk, into contractor networks, visa planning and crisis response.',
    },
    {
      type: 'diveBrief',
      points: [
        'Homeland Security Investigations, ICE and partner agencies arrested 475 people at the battery plant site on the Hyundai Motor Group Metaplant America campus in Bryan County, Ga. HSI called it the largest single-site enforcement operation in its history.',
        'Hyundai said none of those detained were its direct employees; most worked for suppliers and subcontractors. The company put its North America chief manufacturing officer in charge of the entire megasite and opened a review of contractor employment practices.',
        'On Sept. 12, a chartered flight returned 316 South Koreans and 14 other foreign nationals to Seoul under voluntary departure arrangements negotiated between the two governments.',
        'On Sept. 30, a new U.S.-Korea visa working group reaffirmed that B-1 visas and ESTA travel authorization can cover installing, servicing and repairing equipment bought abroad, and agreed to open a Korean Investor Desk at the U.S. Embassy in Seoul.',
        'In an I-9 inspection, employers receive at least three business days to produce forms, and 2025 civil penalties for paperwork violations run from $288 to $2,861 per form.',
      ],
    },
    { type: 'diveInsight', heading: 'What the raid signals for every employer' },
    { type: 'heading', level: 2, text: 'An enforcement year unlike the last' },
    {
      type: 'paragraph',
      text: 'Worksite enforcement had largely receded from large-scale raids after 2021. In 2025 it returned at volume. In April, ICE said its Homeland Security Investigations directorate had arrested more than 1,000 workers without employment authorization since Jan. 20, had subpoenaed business records from about 1,200 companies and had proposed close to $1 million in fines. Acting HSI executive associate director Robert Hammer described it as the highest rate of arrest in the directorate\'s history. In a June 12 interview cited by Foley & Lardner, border czar Tom Homan said worksite operations would "massively expand." Since then, operations and inspection notices have reached construction sites, factories, farms, food processors, hotels and restaurants.',
    },
    {
      type: 'paragraph',
      text: 'The Georgia case was built differently from a walk-through audit. At a Sept. 5 press conference, Steven Schrank, the HSI special agent in charge for Georgia and Alabama, said the operation followed a multi-month criminal investigation that produced a judicial search warrant. He said some of those arrested had crossed the border unlawfully, some had entered under the visa waiver program, which does not permit work, and others had overstayed. The construction site itself, he noted, involved a web of contractors rather than one employer of record.',
    },
    {
      type: 'pullQuote',
      quote:
        'We take our responsibility as a corporate citizen seriously, and incidents like this remind us of the importance of robust oversight throughout our entire supply chain and contractor network.',
      attribution: 'Hyundai Motor, in a statement reported by Reuters',
      context:
        'Sept. 5, 2025, announcing an investigation of supplier and subcontractor employment practices',
    },
    {
      type: 'paragraph',
      text: "The operational cost has been concrete. Hyundai Motor CEO José Muñoz said the plant's startup would slip by at least two to three months, and that specialized skills and equipment needed during construction are hard to find in the United States. For South Korea, footage of shackled workers became a diplomatic issue that required talks between Foreign Minister Cho Hyun and Secretary of State Marco Rubio. The visa clarifications that followed on Sept. 30 narrow one gray zone, but they concern equipment-related activities and do not create a new visa category.",
    },
    { type: 'heading', level: 2, text: 'What a Notice of Inspection sets in motion' },
    {
      type: 'paragraph',
      text: 'Most employers will never face a criminal search warrant. Far more will receive a Notice of Inspection, the administrative document that opens an I-9 audit. It is typically served in person or by certified mail and is often accompanied by a subpoena for supporting records: payroll, lists of current and terminated employees, articles of incorporation and business licenses. Employers get at least three business days to produce the requested forms. Extensions can be requested, but practitioners report they are often refused.',
    },
    {
      type: 'paragraph',
      text: 'Once ICE auditors review the forms, the outcome arrives as one of several notices. A compliance letter closes the matter. A notice of technical or procedural failures gives the employer 10 business days to correct the identified errors. A notice of suspect documents or of discrepancies flags employees whose documents appear invalid or do not match government records. A warning notice records violations without a fine, on the expectation of future compliance. A notice of intent to fine opens the penalty process, and penalties escalate sharply where ICE concludes the employer knowingly hired unauthorized workers.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: '2025 civil penalty ranges',
      text: "Per DHS's January 2025 inflation adjustment: **$288 to $2,861** per Form I-9 paperwork violation; **$716 to $5,724** per worker for a first knowing-hire offense; **$5,724 to $14,308** for a second; and **$8,586 to $28,619** for a third or later offense. For a workforce of several hundred, paperwork violations alone can approach $1 million at the top of the range.",
    },
    { type: 'heading', level: 2, text: 'The contractor gap' },
    {
      type: 'paragraph',
      text: "The Georgia raid exposed a risk many companies underweight. The businesses named on the site were not the direct employers of most of the people arrested, yet they absorbed the construction delay, the reputational damage and the diplomatic fallout. Contractual warranties of I-9 compliance are standard; verification of them is not. Large capital projects, staffing agencies and multi-tier subcontracting arrangements deserve the same diligence as an employer's own payroll.",
    },
    {
      type: 'paragraph',
      text: "There is also a people dimension HR owns outright. Raids and audits frighten lawfully employed workers as well as those without authorization, and a rushed internal response can create new liability: demanding extra documents from workers who look or sound foreign, or dismissing employees on suspicion alone, can violate federal anti-discrimination rules enforced by the Justice Department. Any corrections to existing forms should be made under counsel's guidance, dated when they are made, and never backdated.",
    },
    {
      type: 'list',
      style: 'number',
      items: [
        'Designate who may accept a Notice of Inspection or warrant at each site, and train front-desk and site staff to route it to them immediately.',
        'Know the difference between documents: a judicial warrant signed by a judge carries different authority than an administrative warrant or an audit notice. Have counsel on call to read whatever is served.',
        'Run a privileged internal I-9 audit with counsel, correcting technical errors properly and documenting the review.',
        'Confirm retention: keep forms for three years after hire or one year after separation, whichever is later, and purge only what the rules allow.',
        'Require subcontractors and staffing partners to certify compliance and give you audit rights, and exercise them on high-risk projects.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Action items for HR and compliance leaders',
      items: [
        'Brief the executive team and board on worksite enforcement exposure, including contractor sites and joint ventures.',
        'Build a three-day response playbook for a Notice of Inspection, with named owners for records, payroll data and legal review.',
        'Audit I-9s now, under privilege, rather than after a notice arrives, when corrections carry less weight.',
        'Review global mobility practices for short-term foreign technical staff against the permitted activities of B-1 and ESTA travel.',
        'Prepare employee communications that explain rights and support without encouraging document over-verification or profiling.',
      ],
    },
  ],
  citations: [
    {
      title: 'Hyundai Motor to investigate employment practices by suppliers, contractors',
      publisher: 'CNA (Reuters)',
      url: 'https://www.channelnewsasia.com/business/hyundai-motor-investigate-employment-practices-suppliers-contractors-5335631',
    },
    {
      title: 'Federal agents raid Hyundai supplier at Bryan Co. megasite',
      publisher: 'Statesboro Herald',
      url: 'https://www.statesboroherald.com/local/federal-agents-raid-hyundai-supplier-at-bryan-co-megasite/',
    },
    {
      title:
        'U.S. to allow skilled Korean visa holders to work at factory sites, Foreign Ministry says',
      publisher: 'Korea JoongAng Daily',
      url: 'https://koreajoongangdaily.joins.com/news/2025-10-01/national/diplomacy/Korea-US-launch-working-group-to-address-visa-issues-for-skilled-Korean-workers/2412287',
    },
    {
      title: 'Immigration Enforcement Underway: Preparing for I-9 Inspections and Site Visits',
      publisher: 'Reed Smith',
      url: 'https://www.reedsmith.com/en/perspectives/2025/02/immigration-enforcement-underway-preparing-i-9-inspections-and-site-visits',
    },
    {
      title: 'Your Company Received An ICE Notice Of Inspection — Now What?',
      publisher: 'Mondaq (Foley & Lardner)',
      url: 'https://www.mondaq.com/unitedstates/corporate-and-company-law/1638550/your-company-received-an-ice-notice-of-inspection-now-what',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ice-audit-compliance',
    article: slug,
    title: 'ICE Worksite Enforcement Escalates: Are Your I-9s Ready for a Three-Day Deadline?',
    excerpt:
      'The Georgia battery plant raid showed how far immigration enforcement now reaches into contractor networks. Here is what a Notice of Inspection triggers and how HR leaders should prepare.',
    categories: ['leadership', 'talent'],
    homeLabel: 'Compliance',
  },
]
