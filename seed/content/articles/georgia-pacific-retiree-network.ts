import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'georgia-pacific-retiree-network'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'What Georgia-Pacific’s retiree network shows about keeping plant know-how in house',
  dek: 'Ten months after its formal launch, the paper and building products maker’s Retiree Talent Network counted 141 participants, with 25 more retirees waiting for work. An analysis of what the model offers HR leaders in skills-short industries.',
  topic: 'Analysis',
  topics: ['workforce-planning', 'benefits'],
  publishedAt: '2025-10-28',
  updatedAt: '2026-11-22',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version of this story’s standfirst and a home-page summary said the network had “placed” more than 140 or 141 retirees. Packaging Dive reported 141 participants in the program, plus 25 retirees awaiting placement; it did not report 141 placements.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'This analysis was prompted by [a September profile in Packaging Dive](https://www.packagingdive.com/news/georgia-pacific-retiree-talent-network-workforce-labor-shortage/760778) of Georgia-Pacific’s Retiree Talent Network, a retiree-rehiring program at a large manufacturer that has shared early numbers. The Atlanta-based maker of tissue, packaging and building products runs the network through Encadria Staffing Solutions, its in-house staffing agency, and uses it to send former employees back to facilities that need experienced hands. About 10 months after the program’s formal start, it had 141 participants, with another 25 retirees available and waiting for an assignment, the trade publication reported. The program is not new news, but it is a useful case study in a question many HR leaders have only debated: what it takes to keep institutional knowledge from leaving with the people who hold it.',
    },
    {
      type: 'diveBrief',
      points: [
        'Georgia-Pacific’s Retiree Talent Network formally launched in November 2024; Packaging Dive reported that placements began before that date.',
        'The network is run by Encadria Staffing Solutions, the company’s internal staffing agency. Roughly 10 months in, it counted 141 participants, plus 25 retirees available and awaiting placement.',
        'To take part, people must have worked for and formally retired from the company, whether voluntarily or because their position was eliminated or their facility closed.',
        'Retirees are placed in Georgia-Pacific units beyond packaging, including lumber and tissue, and at other companies owned by parent Koch.',
        'The company told Packaging Dive it sees the program as an advantage in covering labor shortages, keeping institutional knowledge, maintaining productivity and cutting overtime costs.',
      ],
    },
    { type: 'diveInsight', heading: 'Why the model matters' },
    {
      type: 'paragraph',
      text: 'Bringing retirees back is an old practice. Plants have long called a former supervisor or engineer when a startup or shutdown went sideways, usually through someone’s personal contacts. What stands out in Georgia-Pacific’s version is the structure around it: a named program, an owner inside an existing staffing function, written eligibility rules and a pool of people who have said they are available. That turns an informal favor into a channel the company can plan around.',
    },
    {
      type: 'paragraph',
      text: 'The labor market explains the interest. In their 2024 manufacturing talent study, Deloitte and The Manufacturing Institute estimated that U.S. manufacturers could need as many as 3.8 million additional workers between 2024 and 2033, and that 1.9 million of those jobs could go unfilled if workforce challenges are not addressed. The report also cited the National Association of Manufacturers’ outlook survey for the first quarter of 2024, in which 65% of respondents said attracting and retaining talent was their primary business challenge. Against that gap, a former superintendent who already knows a site’s equipment and history is hard to replace.',
    },
    { type: 'heading', level: 2, text: 'What the work looks like' },
    {
      type: 'paragraph',
      text: 'Packaging Dive’s main example is Stephen DeClercq, who retired in December 2024 after 41 years with the company. He had been superintendent of Georgia-Pacific’s corrugated plant in Milan, Michigan, which closed in 2024, and since his retirement he has served as caretaker of the shuttered site until it is sold. The company approached him because he knew the plant. He said he turned the offer down at first and accepted when asked a second time.',
    },
    {
      type: 'pullQuote',
      quote:
        'When they first asked me about it, I told them I didn’t think so. They asked me again and I decided to go ahead and give it a shot. It’s a good opportunity.',
      attribution:
        'Stephen DeClercq, retired Georgia-Pacific plant superintendent, as reported by Packaging Dive',
      context:
        'On rejoining the company through the Retiree Talent Network; Packaging Dive profile, Sept. 18, 2025',
    },
    {
      type: 'paragraph',
      text: 'The example is telling because it is not glamorous. Custodial oversight of a closed plant is exactly the kind of job that is hard to staff from outside: it needs someone trusted, familiar with the building and willing to take on limited, open-ended work. Participants, the publication reported, bring specific skills to special projects, which suggests the network is built for targeted assignments rather than as a substitute for permanent hiring.',
    },
    {
      type: 'paragraph',
      text: 'Kathi Robinson, a market manager at Encadria, told Packaging Dive the network was a welcome addition to the agency’s other services. That placement matters for anyone designing a similar program: running it inside an existing staffing operation keeps sourcing, onboarding, pay and compliance in one place instead of creating a new administrative island.',
    },
    { type: 'heading', level: 2, text: 'Design questions before copying it' },
    {
      type: 'paragraph',
      text: 'On paper, the economics are simple. A returning expert who can step into a startup, shutdown or special project can take pressure off overtime for current crews and shorten the learning curve that a new hire or outside contractor would face. But a retiree channel raises design questions that are easy to skip:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Eligibility and fairness.** Georgia-Pacific limits the network to people who formally retired, including those whose jobs were eliminated or whose plants closed. Written, consistently applied criteria help counter any perception that return work goes to favorites.',
        '**Retirement plan rules.** Rehiring retirees can interact with pension and 401(k) plan terms on separation, rehire and distributions. Plan counsel should review how a rehire arrangement is structured before the first placement.',
        '**Employment status and benefits.** Routing placements through one staffing function gives the company a single place to manage classification, hours, pay practices and benefits eligibility for returning workers.',
        '**Knowledge transfer.** Returning experts are most valuable when assignments include time to train, document and pair with newer employees, so the organization depends on them less over time.',
      ],
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Building the business case',
      text: 'Georgia-Pacific links the network to four outcomes: covering labor gaps, retaining institutional knowledge, maintaining productivity and lowering overtime costs. HR teams proposing something similar can measure the same things, starting with baseline overtime hours and time-to-fill for critical technical roles, so the program can be judged on results.',
    },
    {
      type: 'paragraph',
      text: 'There is a cultural effect as well. A formal route back tells long-tenured employees that the company values their expertise after their last day, which may shape how they approach succession and handoffs in their final years. For people whose positions were eliminated or whose plants closed, it also offers a continued connection to an employer they may have served for decades.',
    },
    {
      type: 'paragraph',
      text: 'The limits are just as real. A retiree pool is finite and tends to concentrate expertise in people who do not want full-time schedules. Without deliberate knowledge capture, a program like this can postpone a skills gap rather than close it. The published numbers are also a snapshot from the program’s first year, reported by the company to a trade publication; they say how many people joined, not how many hours they worked or what the program saved.',
    },
    {
      type: 'takeaways',
      title: 'Points for HR leaders',
      items: [
        'Identify the roles where one departure would stall operations, and the retirees or near-retirees who hold that knowledge.',
        'Formalize rehiring through a managed channel with written eligibility rules instead of informal referrals.',
        'Have benefits and retirement plan counsel review rehire terms before launch.',
        'Build knowledge transfer into each assignment and track overtime and time-to-fill before and after.',
      ],
    },
  ],
  citations: [
    {
      title: 'Retirees return to the fold to fill Georgia-Pacific’s labor gaps',
      publisher: 'Packaging Dive',
      url: 'https://www.packagingdive.com/news/georgia-pacific-retiree-talent-network-workforce-labor-shortage/760778',
      publishedAt: '2025-09-18',
      kind: 'reporting',
    },
    {
      title: 'Taking charge: Manufacturers support growth with active workforce strategies',
      publisher: 'Deloitte and The Manufacturing Institute',
      url: 'https://www2.deloitte.com/us/en/insights/industry/manufacturing/supporting-us-manufacturing-growth-amid-workforce-challenges.html',
      publishedAt: '2024-04-03',
      kind: 'analysis',
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
      'Georgia-Pacific’s in-house staffing agency counted 141 participants in its Retiree Talent Network about 10 months after launch, giving sites quick access to people who already know the equipment.',
    categories: ['talent'],
    homeLabel: 'Talent',
  },
  {
    id: 'summary-georgia-pacific-retiree-network-analytics',
    article: slug,
    title:
      'The business case behind rehiring retirees: overtime, productivity and knowledge retention',
    excerpt:
      'Georgia-Pacific links its retiree network to lower overtime and steadier output. The metrics and plan-design questions HR should settle before building a similar program.',
    categories: ['analytics'],
    homeLabel: 'Analytics & Benefits',
    image: alternateImage(slug),
  },
]
