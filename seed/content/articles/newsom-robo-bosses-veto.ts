import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'newsom-robo-bosses-veto'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Newsom Vetoes "No Robo Bosses Act," Calling California\'s Workplace AI Bill Overly Broad',
  dek: "SB 7 would have required notice before employers used automated decision systems and barred firing or disciplining workers on an algorithm's say-so alone. The governor pointed instead to new state privacy rules that take effect in January.",
  topic: 'Politics',
  publishedAt: '2025-10-16',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'California Gov. Gavin Newsom on Oct. 13 vetoed Senate Bill 7, the "No Robo Bosses Act," a closely watched measure that would have set statewide rules for how employers use automated decision systems to manage workers. In a letter to the state Senate, Newsom said he shared the author\'s concern about unregulated workplace algorithms but objected that the bill imposed "overly broad restrictions" on employers, including notice duties that would have reached even routine software. He said the state should first test how well newly finalized privacy regulations address the problem.',
    },
    {
      type: 'diveBrief',
      points: [
        "SB 7, authored by Sen. Jerry McNerney, D-Stockton, passed both legislative chambers in mid-September and was vetoed on Oct. 13, the deadline for the governor to act on this year's bills.",
        "The bill would have required written notice to affected workers at least 30 days before an employer deployed an automated decision system, barred employers from relying solely on such a system to discipline, fire or deactivate a worker, and required human review when a system's output was the primary basis for those decisions.",
        "Newsom cited the California Privacy Protection Agency's regulations on automated decisionmaking technology, which take effect Jan. 1, 2026, with compliance for significant decisions required starting Jan. 1, 2027.",
        "McNerney told Law360 that he respects the decision but disagrees with it, and that he plans to work with stakeholders, including the governor's office, on a proposal in 2026.",
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: "The veto removes what would have been the most prescriptive state law in the country on algorithmic management, but it does not leave California employers unregulated. It shifts the compliance focus to two sets of rules already on the books: the Civil Rights Council's regulations on automated decision systems under the Fair Employment and Housing Act, which took effect Oct. 1, 2025, and the privacy agency's automated decisionmaking technology rules, approved by the Office of Administrative Law in September.",
    },
    {
      type: 'paragraph',
      text: 'SB 7 defined its target broadly. An automated decision system, in the bill\'s words, was "any computational process derived from machine learning, statistical modeling, data analytics, or artificial intelligence that issues simplified output, including a score, classification, or recommendation, that is used to assist or replace human discretionary decisionmaking and materially impacts natural persons." Employment law firms advising on the bill read that to cover resume screeners, productivity and keystroke monitoring, performance scoring and scheduling tools.',
    },
    {
      type: 'pullQuote',
      quote:
        'Rather than addressing the specific ways employers misuse this technology, the bill imposes unfocused notification requirements on any business using even the most innocuous tools.',
      attribution: 'Gov. Gavin Newsom, in his veto message on SB 7',
      context: 'Oct. 13, 2025',
    },
    { type: 'heading', level: 2, text: 'What the bill would have required' },
    {
      type: 'paragraph',
      text: 'The final version had already been narrowed during the session; late amendments removed a worker appeal process and a private right of action, according to the California Special Districts Association, which opposed the bill. As sent to the governor, it would have:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Required written notice to workers foreseeably affected by a system used for employment-related decisions other than hiring, 30 days before deployment, with an April 1, 2026, deadline for systems already in use and notice to new hires within 30 days.',
        'Required employers to tell job applicants when an automated system would be used in hiring decisions for the position.',
        "Barred sole reliance on automated systems for discipline, termination or deactivation, and required a human reviewer when a system's output was the primary basis.",
        'Let workers request the most recent 12 months of their own data used primarily in a discipline, termination or deactivation decision.',
        'Prohibited using such systems to infer protected characteristics or to retaliate against workers, with enforcement by the Labor Commissioner and public prosecutors and civil penalties of $500 per violation.',
      ],
    },
    {
      type: 'paragraph',
      text: 'The definition of "worker" extended to independent contractors, and the bill applied to public as well as private employers. Collective bargaining agreements could waive coverage if they contained explicit protections against algorithmic management.',
    },
    { type: 'heading', level: 2, text: "The governor's reasoning" },
    {
      type: 'paragraph',
      text: 'Newsom\'s letter rested on two points. The first was scope: he wrote that the bill\'s notice duties would reach businesses using even innocuous tools and that its proposed solution "fails to directly address incidents of misuse." The second was overlap: he said the concerns were partly covered by the privacy agency\'s new rules and that, before enacting new legislation, "we should assess the efficacy of these regulations to address these concerns." Opponents, including business groups and a coalition of local governments, had also argued that compliance would be costly, particularly for smaller employers and public agencies.',
    },
    {
      type: 'paragraph',
      text: 'The outcome fits a pattern. In 2024 Newsom vetoed a high-profile AI safety bill, warning in his message that it risked curtailing innovation. In 2023 he vetoed a labor-backed bill that would have required human safety operators aboard heavy autonomous trucks, saying existing law already provided sufficient oversight. Of the 917 bills that reached his desk this year, he vetoed 123, or 13.4%, according to figures from Capitol lobbyist Chris Micheli cited by the special districts association.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Still in force for California employers',
      text: "Civil Rights Council rules on automated decision systems in employment (effective Oct. 1, 2025) address discriminatory outcomes. The privacy agency's rules take effect Jan. 1, 2026, and, beginning Jan. 1, 2027, require pre-use notices and opt-out and access rights where automated decisionmaking technology is used for significant decisions, including employment.",
    },
    { type: 'heading', level: 2, text: 'Why HR should not stand down' },
    {
      type: 'paragraph',
      text: "The veto buys time rather than relief. McNerney has said he intends to return in 2026, and the governor's letter accepted the premise that unregulated use of these tools can, in certain cases, harm workers. A revised bill aimed more tightly at discipline and termination decisions would answer the governor's main objection and could move quickly. Meanwhile, the privacy agency's notice and access requirements will require much of the same groundwork SB 7 would have demanded: knowing which tools are in use, what data they draw on and where a human makes the final call.",
    },
    {
      type: 'paragraph',
      text: 'For multistate employers the lesson extends beyond California. New York City already requires bias audits of automated employment decision tools, other states are weighing their own approaches, and a tool inventory and human-review protocol built now will serve under almost any of them.',
    },
    {
      type: 'actionItems',
      title: 'Next steps for HR leaders',
      items: [
        'Build an inventory of every automated tool that scores, ranks, schedules or monitors applicants and workers, including vendor-supplied features inside HR platforms.',
        "Map each tool against the Civil Rights Council rules now in effect and the privacy agency's 2027 notice, opt-out and access obligations.",
        'Document a human-review step for any discipline, termination or deactivation decision that draws on algorithmic output.',
        'Update vendor contracts to secure the data, testing records and cooperation needed to answer worker access requests and bias inquiries.',
        "Track McNerney's promised 2026 proposal and brief leadership on how a narrower bill would change obligations.",
      ],
    },
  ],
  citations: [
    {
      title: 'Calif. Gov. Vetoes Regulation Of AI In Employment Decisions',
      publisher: 'Law360',
      url: 'https://www.law360.co.uk/employment-authority/labor/articles/2399178/calif-gov-vetoes-regulation-of-ai-in-employment-decisions',
    },
    {
      title: 'Governor Newsom Vetoes 123 Bills, Including CSDA-Opposed ADS Measure',
      publisher: 'California Special Districts Association',
      url: 'https://www.csda.net/blogs/morgan-leskody/2025/10/14/governor-newsom-vetoes-123-bills-including-csda-op',
    },
    {
      title:
        'California Governor Vetoes Bill That Would Have Required Employers to Provide Notice of AI Use',
      publisher: 'Ogletree Deakins',
      url: 'https://ogletree.com/insights-resources/blog-posts/california-governor-vetoes-bill-that-would-have-required-employers-to-provide-notice-of-ai-use',
    },
    {
      title: 'SB-7 Employment: automated decision systems.',
      publisher: 'California Legislative Information',
      url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB7',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-newsom-robo-bosses-veto-analytics',
    article: slug,
    title: 'SB 7 Veto: California Workplace AI Tools Escape New Notice Rules, for Now',
    excerpt:
      'Newsom rejected the "No Robo Bosses Act," calling its notice duties unfocused. HR analytics teams still face Civil Rights Council rules now and privacy-agency ADMT requirements from 2027.',
    categories: ['analytics'],
    homeLabel: 'AI & Employment Law',
  },
  {
    id: 'summary-newsom-robo-bosses-veto-leadership',
    article: slug,
    title: 'Why Newsom\'s "Robo Bosses" Veto Buys Employers Time, Not Relief',
    excerpt:
      'The governor said SB 7 was overly broad and pointed to new privacy rules, while its author plans a 2026 rewrite. Leaders should build AI tool inventories and human-review steps now.',
    categories: ['leadership'],
    homeLabel: 'Policy & Leadership',
    image: alternateImage(slug),
  },
]
