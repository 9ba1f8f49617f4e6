import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'newsom-robo-bosses-veto'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Newsom vetoes “No Robo Bosses Act,” calling California’s workplace AI bill overly broad',
  dek: 'SB 7 would have required notice when employers use automated decision systems and barred discipline or firing on an algorithm’s say-so alone. The governor pointed instead to state rules that already reach the same tools.',
  topic: 'AI & Technology',
  topics: ['ai-at-work', 'ai-in-hiring', 'state-legislation', 'data-privacy'],
  publishedAt: '2025-10-16',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'California Gov. Gavin Newsom on Monday, Oct. 13, vetoed Senate Bill 7, the “No Robo Bosses Act,” which would have set statewide rules for how employers use automated decision systems to manage workers. In his veto message the governor acknowledged that unregulated workplace algorithms can harm workers, but he judged the bill overbroad and not aimed at actual misuse, and he wants to see how well privacy rules the state has just adopted work before legislating again.',
    },
    {
      type: 'diveBrief',
      points: [
        'SB 7, by state Sen. Jerry McNerney, a Democrat, passed the Legislature and was vetoed on Oct. 13, 2025, the deadline for the governor to act on this year’s bills. It was one of 123 bills he vetoed in 2025, 13.4 percent of the 917 that reached his desk, according to figures from Capitol lobbyist Chris Micheli cited by the California Special Districts Association.',
        'The bill would have required employers to give workers notice of automated decision systems used in employment decisions, barred relying solely on such a system to discipline or fire, and let workers review the data such systems collected about them.',
        'Newsom cited regulations on automated decisionmaking technology from the California Privacy Protection Agency, which take effect Jan. 1, 2026, with most duties for significant decisions due by Jan. 1, 2027.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'The veto removes what would have been a prescriptive state law on algorithmic management, but it does not leave California employers unregulated. It shifts attention to two sets of rules already adopted: the Civil Rights Council’s regulations on automated decision systems under the Fair Employment and Housing Act, which took effect Oct. 1, 2025, and the privacy agency’s rules, which California’s Office of Administrative Law approved in September.',
    },
    { type: 'heading', level: 2, text: 'What the bill would have required' },
    {
      type: 'paragraph',
      text: 'SB 7 would have governed automated decision systems that employers, public ones included, use to make employment-related decisions. It defined such a system as any computational process, such as machine learning, statistical modeling, data analytics or artificial intelligence, that produces scores, classifications or recommendations to assist or replace human decisions that significantly affect people, and it excluded spam filters, firewalls, antivirus software, identity and access management systems, calculators and databases, [the California Special Districts Association noted](https://www.csda.net/blogs/morgan-leskody/2025/10/14/governor-newsom-vetoes-123-bills-including-csda-op) after the veto, citing veto figures from Capitol lobbyist Chris Micheli. Amendments late in the session had already dropped workers’ appeal rights and a private right of action, the association said. As sent to the governor, the bill would have:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Required employers to give workers notice of the automated decision systems used in employment-related decisions, a volume of notices that employer groups objected to.',
        'Barred employers from relying solely on an automated system to discipline or terminate a worker, keeping a person in those decisions.',
        'Given workers a right to review the employment data such systems collected about them, [the California Chamber of Commerce noted](https://calchamberalert.com/2025/06/27/bill-limiting-workplace-automation-tech-moves) when it opposed the bill in committee.',
      ],
    },
    { type: 'heading', level: 2, text: 'The governor’s reasoning' },
    {
      type: 'paragraph',
      text: 'Newsom’s [veto message to the state Senate](https://leginfo.legislature.ca.gov/faces/billStatusClient.xhtml?bill_id=202520260SB7), dated Oct. 13, rested on two points. The first was scope: he wrote that he shares the author’s concern that, in some cases, employers’ unregulated use of automated decision systems can harm workers, but that instead of addressing the specific ways employers misuse the technology, the bill would impose unfocused notice requirements on any business using even the most innocuous tools, and that its overly broad restrictions fail to address misuse directly. The second was overlap: he said the concerns are partly covered by the privacy agency’s new rules on automated decisionmaking technology, and that the state should assess how well those rules work before enacting new legislation.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Still in force for California employers',
      text: 'Civil Rights Council rules on automated decision systems in employment took effect Oct. 1, 2025, as CalChamber’s HRCalifornia noted. The privacy agency’s rules take effect Jan. 1, 2026; by Jan. 1, 2027, businesses that use automated decisionmaking technology for significant decisions, including employment decisions, must give a pre-use notice and offer opt-out and access rights, according to a Paul Hastings analysis.',
    },
    { type: 'heading', level: 2, text: 'Why HR should not stand down' },
    {
      type: 'paragraph',
      text: 'The veto buys time rather than relief. The governor acknowledged that these tools carry real risks for workers, and a narrower bill aimed at discipline and termination decisions would answer his main objection. Meanwhile, the privacy agency’s notice, opt-out and access requirements call for much of the groundwork SB 7 would have demanded: knowing which tools are in use, what data they draw on and where a human makes the final call.',
    },
    {
      type: 'paragraph',
      text: 'For multistate employers the lesson reaches beyond California. Rules on automated employment decisions are spreading, and a tool inventory and human-review protocol built now will serve under most of them.',
    },
    {
      type: 'actionItems',
      title: 'Next steps for HR leaders',
      items: [
        'Inventory every automated tool that scores, ranks, schedules or monitors applicants and workers, including features built into HR platforms.',
        'Map each tool against the Civil Rights Council rules now in effect and the privacy agency’s 2027 notice, opt-out and access duties.',
        'Document a human-review step for any discipline or termination decision that draws on algorithmic output.',
        'Update vendor contracts to secure the data, testing records and cooperation needed to answer access requests and bias inquiries.',
        'Watch for a revised bill in the 2026 session and brief leadership on how a narrower version would change obligations.',
      ],
    },
  ],
  citations: [
    {
      title: 'Governor Newsom Vetoes 123 Bills, Including CSDA-Opposed ADS Measure',
      publisher: 'California Special Districts Association (Lilia Hernandez)',
      url: 'https://www.csda.net/blogs/morgan-leskody/2025/10/14/governor-newsom-vetoes-123-bills-including-csda-op',
      publishedAt: '2025-10-14',
      kind: 'analysis',
    },
    {
      title: 'Bill Limiting Workplace Automation Tech Moves',
      publisher: 'California Chamber of Commerce (CalChamber Alert)',
      url: 'https://calchamberalert.com/2025/06/27/bill-limiting-workplace-automation-tech-moves',
      publishedAt: '2025-06-27',
      kind: 'analysis',
    },
    {
      title:
        'SB-7 Employment: automated decision systems (bill status and the Governor’s veto message)',
      publisher: 'California Legislative Information (Office of the Governor’s veto message)',
      url: 'https://leginfo.legislature.ca.gov/faces/billStatusClient.xhtml?bill_id=202520260SB7',
      publishedAt: '2025-10-13',
      kind: 'primary',
    },
    {
      title: 'Long-Awaited CCPA Regulations Take Major Step Toward Effectiveness',
      publisher: 'Paul Hastings',
      url: 'https://www.paulhastings.com/insights/ph-privacy/long-awaited-ccpa-regulations-take-major-step-toward-effectiveness',
      publishedAt: '2025-10-01',
      kind: 'analysis',
    },
    {
      title:
        'What Employers Should Know About Automated-Decision System (ADS) Regulations Starting October 1',
      publisher: 'CalChamber (HRCalifornia)',
      url: 'https://hrcalifornia.calchamber.com/cases-news/hrce-articles/what-employers-should-know-about-automated-decision-system-ads-regulations-starting-october-1',
      publishedAt: '2025-09-04',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-newsom-robo-bosses-veto-analytics',
    article: slug,
    title: 'SB 7 veto: California workplace AI tools escape new notice rules, for now',
    excerpt:
      'Newsom rejected the “No Robo Bosses Act” as overbroad, saying new privacy rules already partly cover its concerns. HR analytics teams still face Civil Rights Council rules now and privacy-agency ADMT requirements from 2027.',
    categories: ['analytics'],
    homeLabel: 'AI & Employment Law',
  },
  {
    id: 'summary-newsom-robo-bosses-veto-leadership',
    article: slug,
    title: 'Why Newsom’s “robo bosses” veto buys employers time, not relief',
    excerpt:
      'The governor called SB 7 overly broad and pointed to new privacy rules that already reach workplace AI. Leaders should build tool inventories and human-review steps now.',
    categories: ['leadership'],
    homeLabel: 'Policy & Leadership',
    image: alternateImage(slug),
  },
]
