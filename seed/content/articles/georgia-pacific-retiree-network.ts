import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'georgia-pacific-retiree-network'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    "Georgia-Pacific's retiree network puts former employees back to work to hold on to plant know-how",
  dek: "The paper and building products maker's in-house staffing agency has placed more than 140 retirees since launching a formal Retiree Talent Network, a model HR leaders can study as skilled manufacturing talent stays scarce.",
  publishedAt: '2025-10-28',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "Georgia-Pacific has turned its retirees into a standing talent pool. Through a Retiree Talent Network run by Encadria Staffing Solutions, the company's in-house staffing agency, the Atlanta-based maker of tissue, packaging and building products now keeps a dedicated roster of former employees it can call on when a facility needs experience fast. Roughly 10 months after the program's formal start, 141 retirees had taken part and another 25 were waiting for an assignment, according to reporting by Packaging Dive. For HR leaders in asset-heavy industries, the program is a working example of a question many have only debated: what it takes to keep institutional knowledge from walking out the door for good.",
    },
    {
      type: 'diveBrief',
      points: [
        "Georgia-Pacific's Retiree Talent Network launched formally in November 2024 and is run by Encadria Staffing Solutions, the company's internal staffing agency.",
        'About 10 months in, the program counted 141 participants, with 25 more retirees available and awaiting placement, Packaging Dive reported.',
        'Eligible participants must have worked at and formally retired from the company, whether voluntarily or after their position was eliminated or their facility closed.',
        'Retirees are placed across Georgia-Pacific business units, including packaging, lumber and tissue, and at other companies owned by parent Koch.',
        "The company cites labor shortages, retention of institutional knowledge, steadier productivity and lower overtime costs as the program's main benefits.",
      ],
    },
    { type: 'diveInsight', heading: 'Why it matters' },
    {
      type: 'paragraph',
      text: "Retiree rehiring is not new. Companies have long brought back former engineers or supervisors on an informal basis, often through a plant manager's personal phone list. What distinguishes Georgia-Pacific's approach is that it has put the practice on an operational footing. Company representatives told Recycling Today that Georgia-Pacific had always placed retirees at its own sites and at other Koch businesses, but chose to build a separate database so the process could move quickly whenever a facility had a need. In other words, the company converted an ad hoc favor system into a managed talent channel with an owner, a pipeline and eligibility rules.",
    },
    {
      type: 'paragraph',
      text: "The labor backdrop explains the urgency. A 2024 study by Deloitte and The Manufacturing Institute projected that U.S. manufacturers could need as many as 3.8 million additional workers between 2024 and 2033, and that 1.9 million of those jobs could go unfilled if workforce challenges are not addressed. The study also pointed to the National Association of Manufacturers' first-quarter 2024 outlook survey, in which 65% of respondents named attracting and retaining talent as their primary business challenge. Against that gap, a former superintendent who already knows a mill's equipment, safety history and quirks is a scarce asset.",
    },
    { type: 'heading', level: 2, text: 'How the network works in practice' },
    {
      type: 'paragraph',
      text: "Packaging Dive's account of Stephen DeClercq shows the model at its most practical. DeClercq retired in December 2024 after 41 years with the company, having served as superintendent of Georgia-Pacific's corrugated plant in Milan, Michigan, which closed in 2024. The company asked him to stay on as caretaker of the shuttered site until it is sold, a role that depends on knowing the building intimately. He told the publication he initially declined before agreeing on a second request.",
    },
    {
      type: 'pullQuote',
      quote:
        "When they first asked me about it, I told them I didn't think so. They asked me again and I decided to go ahead and give it a shot. It's a good opportunity.",
      attribution:
        'Stephen DeClercq, retired Georgia-Pacific plant superintendent, to Packaging Dive',
    },
    {
      type: 'paragraph',
      text: 'Recycling Today described a different pattern: Steve Hendricks, a former engineering manager who spent about 15 years at the company and helped build four new mills in his final five years, retired in June 2022 and returned roughly four months later to work in increments, starting largely with tasks he could handle from home. Taken together, the two cases show the range of work the network covers, from custodial oversight of a closed plant to project-based engineering support, and the flexibility of schedule that appears to make returning attractive.',
    },
    {
      type: 'paragraph',
      text: 'Kathi Robinson, a market manager at Encadria, characterized the network to Packaging Dive as a welcome addition to the other services the agency already provides. That framing matters for HR leaders: the program sits inside an existing staffing function rather than as a stand-alone initiative, which keeps administration, placement and compliance in one place.',
    },
    { type: 'heading', level: 2, text: 'What HR leaders should weigh before copying it' },
    {
      type: 'paragraph',
      text: 'The economics are straightforward on paper. A retiree who can step into a startup, shutdown or special project can relieve overtime pressure on current crews and shorten the learning curve that a new hire or outside contractor would face. Georgia-Pacific has said it views the program as a competitive advantage on exactly those grounds. But building a similar channel requires attention to several design questions that are easy to overlook.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Eligibility and fairness.** Georgia-Pacific limits participation to people who formally retired from the company, including those whose roles were eliminated. Clear, consistently applied criteria help avoid the perception that returning work is handed out through favoritism.',
        '**Retirement plan rules.** Rehiring retirees can interact with pension and 401(k) plan terms on separation, rehire and in-service distributions. Plan counsel should review how a rehire arrangement is structured before the first placement.',
        '**Employment status and benefits.** Running placements through an in-house staffing agency, as Georgia-Pacific does, gives the company one place to manage classification, hours, pay practices and benefits eligibility for returning workers.',
        "**Knowledge transfer, not just coverage.** Returning experts are most valuable when their assignments include time to train, document and pair with newer employees, so the organization's dependence on them shrinks over time.",
      ],
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The measurable case',
      text: 'Georgia-Pacific ties the network to four outcomes: filling labor gaps, retaining institutional knowledge, maintaining productivity and reducing overtime costs. HR teams proposing a similar program can build a business case around the same metrics, starting with baseline overtime hours and time-to-fill for critical technical roles.',
    },
    {
      type: 'paragraph',
      text: 'There is also a cultural dimension. Offering a formal path back signals to long-tenured employees that their expertise is valued after their final day, which can shape how they approach succession and handoffs in the years before they leave. For employees whose positions were eliminated or whose plants closed, the network also offers a measure of continuity with an employer they may have served for decades.',
    },
    {
      type: 'paragraph',
      text: 'The limits are real, too. A retiree pool is finite, and it tends to concentrate expertise in people who do not want full-time schedules. Without deliberate knowledge capture, a retiree program can postpone a skills gap rather than close it. The strongest versions treat returning experts as teachers as much as stopgaps.',
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Inventory the roles where a single departure would stall operations, and identify retirees or soon-to-retire employees who hold that knowledge.',
        'Formalize rehiring through a managed channel, such as an internal staffing function, with written eligibility rules rather than informal referrals.',
        'Have benefits and retirement plan counsel review rehire terms before launching, including any effect on pension or distribution status.',
        'Build knowledge transfer into every assignment, pairing returning experts with successors and capturing procedures in writing.',
        'Track overtime, time-to-fill and project delays before and after launch to show whether the program pays for itself.',
      ],
    },
  ],
  citations: [
    {
      title: "Retirees return to the fold to fill Georgia-Pacific's labor gaps",
      publisher: 'Packaging Dive',
      url: 'https://www.packagingdive.com/news/georgia-pacific-retiree-talent-network-workforce-labor-shortage/760778',
    },
    {
      title: 'Georgia-Pacific develops retiree staffing program',
      publisher: 'Recycling Today',
      url: 'https://www.recyclingtoday.com/news/georgia-pacific-develops-retiree-staffing-program',
    },
    {
      title:
        'US manufacturing could need as many as 3.8 million new employees by 2033, according to Deloitte and The Manufacturing Institute',
      publisher: 'Deloitte and The Manufacturing Institute (press release via Plastics Decorating)',
      url: 'https://plasticsdecorating.com/press-release/2024/us-manufacturing-could-need-as-many-as-3-8-million-new-employees-by-2033-according-to-deloitte-and-the-manufacturing-institute',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-georgia-pacific-retiree-network-talent',
    article: slug,
    title:
      'Georgia-Pacific turns retirees into a standing talent pool for hard-to-fill plant roles',
    excerpt:
      'An in-house staffing agency has placed 141 former employees since the company formalized its Retiree Talent Network, giving sites quick access to people who already know the equipment.',
    categories: ['talent'],
    homeLabel: 'Talent',
  },
  {
    id: 'summary-georgia-pacific-retiree-network-analytics',
    article: slug,
    title:
      'The business case behind rehiring retirees: overtime, productivity and knowledge retention',
    excerpt:
      'Georgia-Pacific links its retiree network to lower overtime and steadier output. Here are the metrics and plan-design questions HR should settle before building a similar program.',
    categories: ['analytics'],
    homeLabel: 'Analytics & Benefits',
    image: alternateImage(slug),
  },
]
