import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'lufthansa-job-cuts'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Lufthansa to cut about 4,000 administrative jobs by 2030, citing AI and digitalization',
  dek: "Europe's largest airline group tied the reductions to automation, AI and the consolidation of duplicated functions across its carriers. The plan is a test case for how large employers restructure white-collar work around technology.",
  topic: 'Leadership',
  publishedAt: '2025-09-30',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Lufthansa Group plans to eliminate roughly 4,000 positions by 2030, most of them administrative roles in Germany, and it is explicitly crediting digitalization and artificial intelligence for making much of that work unnecessary. The company disclosed the plan on Sept. 29 as it opened its first capital markets day in six years, at Munich Airport, alongside higher profitability targets and the largest fleet renewal in its history. For HR leaders, the announcement is notable less for its size, about 4% of a workforce of roughly 103,000, than for its framing: a major employer telling investors that AI-driven efficiency in back-office functions is part of the financial case.',
    },
    {
      type: 'diveBrief',
      points: [
        'Lufthansa Group said on Sept. 29, 2025, that it expects to cut about 4,000 jobs worldwide by 2030, mainly in administration rather than operations, with the majority in Germany.',
        'The company linked the reductions to digitalization, automation, process consolidation and greater use of AI, and to removing work duplicated across its airlines, including Lufthansa, SWISS, Austrian Airlines, Brussels Airlines and ITA Airways.',
        'It said the cuts would be carried out in consultation with social partners. The services union Verdi said it would fight the plan in the next round of collective bargaining.',
        'New mid-term targets include an adjusted EBIT margin of 8% to 10% from 2028 and adjusted free cash flow above €2.5 billion a year, supported by more than 230 new aircraft by 2030.',
      ],
    },
    { type: 'diveInsight', heading: 'Why the announcement matters beyond aviation' },
    { type: 'heading', level: 2, text: 'A restructuring built on integration as much as AI' },
    {
      type: 'paragraph',
      text: "The cuts follow a Sept. 12 announcement that the group will centralize more control from Jan. 1, 2026. Network management for short- and medium-haul flights at its hub airlines will move under group-wide functions, and cooperation across the group will be run through four Group Function Boards covering hub steering, technology, HR and finance. IT functions are being consolidated under the group's chief technology officer. The individual airlines keep responsibility for flight operations and the customer experience.",
    },
    {
      type: 'paragraph',
      text: 'That context matters for interpreting the AI claim. Much of the reduction appears to come from merging parallel functions that grew up separately in each airline, with automation and AI tools making the combined units leaner. According to Agence France-Presse, the company is targeting savings of about €300 million between 2028 and 2030. Other reports put one-off restructuring costs at roughly €400 million. Reuters had reported the week before that management was weighing a reduction of about 20% of non-operational staff. The European Restructuring Monitor, run by the EU agency Eurofound, notes that about 1,500 new administrative positions are expected at international locations to balance labor costs, so the net effect on specific sites may differ from the headline figure.',
    },
    {
      type: 'pullQuote',
      quote:
        'All this will require us also to become leaner in admin because we cannot afford to maintain our work at the cost that we have now because we don’t have the margins to invest.',
      attribution: 'Carsten Spohr, CEO, Lufthansa Group, as reported by Reuters',
      context: 'Employee town hall, Sept. 26, 2025',
    },
    {
      type: 'paragraph',
      text: 'Spohr was candid at the investor event about why the pressure is on. He acknowledged that the group had lagged some competitors on financial performance and, until this summer, on operational performance as well. Lufthansa issued two profit warnings in 2024 amid strikes, aircraft delivery delays and rising costs, and pushed back its 8% margin goal. Ahead of the event, analysts at Bernstein noted that the airline business employed 7% more people than in 2019 despite operating fewer aircraft.',
    },
    { type: 'heading', level: 2, text: 'The labor relations dimension' },
    {
      type: 'paragraph',
      text: "Because most of the affected roles are in Germany, the plan runs through co-determination and collective bargaining rather than unilateral decisions. Verdi, which represents ground and office staff, rejected what it called drastic cuts. Its negotiator Marvin Reschinsky said employees who stabilized the company after the pandemic should not bear the burden of the savings drive and that the union would use the upcoming bargaining round to push back. The pilots' union Vereinigung Cockpit was separately finishing a strike ballot over pensions, so management faces several labor fronts at once.",
    },
    {
      type: 'paragraph',
      text: 'The five-year horizon gives the company room to rely on attrition, retirements, hiring freezes and redeployment rather than mass layoffs, which is the typical path for large German employers. The group has not published a breakdown by function, airline or country, and said the reductions would be agreed with employee representatives.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The numbers at a glance',
      text: 'About 4,000 roles by 2030, roughly 4% of a workforce of about 103,000. Mostly administrative, mostly in Germany. Savings target of about €300 million (AFP). Margin target of 8% to 10% from 2028. More than 230 new aircraft by 2030, about 100 of them long-haul.',
    },
    { type: 'heading', level: 2, text: 'What HR leaders can take from it' },
    {
      type: 'paragraph',
      text: 'Lufthansa joins a growing list of large employers that cite AI when explaining reductions in support functions. What distinguishes this case is how the elements fit together: a structural integration that removes duplicate work, a technology program that automates what remains, and a long runway that lets headcount fall gradually under negotiated terms. For people leaders, the lesson is that AI-linked workforce plans are now being presented to capital markets as commitments, with savings targets attached. That raises the stakes for getting the workforce analytics, the change management and the employee communication right.',
    },
    {
      type: 'list',
      style: 'number',
      items: [
        'Separate the drivers. Know how much of any planned reduction comes from consolidation, from process redesign and from AI itself, because each calls for a different people strategy.',
        'Build the baseline. Task-level data on administrative work is the precondition for credible savings estimates and for identifying roles that can be redeployed rather than eliminated.',
        'Sequence reskilling before cuts. A multi-year horizon is only an advantage if training and internal mobility start early.',
        'Plan for employee representatives. Where works councils or unions are involved, consultation timelines belong in the plan, not after it.',
      ],
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for CHROs',
      items: [
        'Lufthansa has put a number and a date on AI-enabled administrative reductions: about 4,000 roles by 2030.',
        'Much of the efficiency comes from centralizing functions duplicated across group airlines, with AI and automation as accelerants.',
        'Investor-facing AI savings targets create pressure that HR must translate into credible workforce plans and fair processes.',
        'Labor relations shape execution: Verdi has signaled opposition, and German co-determination will govern how cuts are made.',
        'Long timelines favour attrition and redeployment, but only if reskilling and mobility programs begin now.',
      ],
    },
  ],
  citations: [
    {
      title: 'Capital Markets Day 2025',
      publisher: 'Lufthansa Group Investor Relations',
      url: 'https://investor-relations.lufthansagroup.com/en/events/capital-markets-day-2025.html',
    },
    {
      title: "Germany's Lufthansa to slash 4,000 jobs",
      publisher: 'Gulf Today (AFP)',
      url: 'https://www.gulftoday.ae/business/2025/09/29/germanys-lufthansa-to-slash-4000-jobs',
    },
    {
      title: 'Lufthansa Set To Cut 4,000 Jobs By 2030 As AI And Automation Take Over',
      publisher: 'NDTV Profit',
      url: 'https://www.ndtvprofit.com/markets/lufthansa-set-to-cut-4000-jobs-by-2030-as-artificial-intelligence-and-automation-take-over',
    },
    {
      title: 'Lufthansa plans sweeping job cuts as turnaround pressures mount',
      publisher: 'Move FM (Reuters)',
      url: 'https://www.movefm.com.au/business/lufthansa-plans-sweeping-job-cuts-as-turnaround-pressures-mount',
    },
    {
      title: 'Lufthansa Group to consolidate network management, cooperation and IT functions',
      publisher: 'CAPA - Centre for Aviation',
      url: 'https://centreforaviation.com/news/lufthansa-group-to-consolidate-network-management-cooperation-and-it-functions-1331756',
    },
    {
      title: 'Lufthansa: Internal restructuring in World (factsheet 203445)',
      publisher: 'Eurofound, European Restructuring Monitor',
      url: 'https://dev.eurofound.europa.eu/restructuring-events/detail/203445',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-lufthansa-job-cuts-talent',
    article: slug,
    title: 'Lufthansa ties 4,000 admin job cuts to AI: a playbook and a warning for HR',
    excerpt:
      'The airline group will shed about 4,000 mostly administrative roles by 2030, citing AI, automation and consolidation. Union opposition and a long runway put reskilling and redeployment at the center.',
    categories: ['talent', 'leadership'],
    homeLabel: 'AI & Future of Work',
  },
  {
    id: 'summary-lufthansa-job-cuts-analytics',
    article: slug,
    title: 'Behind Lufthansa’s 4,000-job plan: €300M in savings and the data HR needs to test it',
    excerpt:
      'A €300 million savings target, 8% to 10% margins from 2028 and duplicated functions across five airlines: what the numbers reveal about AI-linked workforce planning and how to baseline your own.',
    categories: ['analytics'],
    homeLabel: 'Talent',
    image: alternateImage(slug),
  },
]
