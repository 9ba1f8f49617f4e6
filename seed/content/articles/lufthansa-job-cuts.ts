import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'lufthansa-job-cuts'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Lufthansa to cut about 4,000 administrative jobs by 2030, citing AI and digitalization',
  dek: 'Europe’s largest airline group tied the reductions to automation, AI and the merging of work duplicated across its carriers. The plan is a test case for how large employers restructure white-collar work around technology.',
  topic: 'Leadership',
  topics: ['layoffs', 'ai-at-work', 'workforce-planning', 'labor-relations'],
  publishedAt: '2025-09-30',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version described €300 million as savings to be achieved “between 2028 and 2030,” and its summary card spoke of “€300M in savings.” The figure is the yearly gain in operating profit (EBIT) that Lufthansa expects from the job cuts, against one-off costs of about €400 million, as Hungary’s public news service reported from the company’s statement.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Lufthansa Group plans to eliminate roughly 4,000 positions by 2030, most of them administrative roles in Germany, and it is openly crediting digitalization and artificial intelligence for making much of that work unnecessary. The company set out the plan on Sept. 29 at a capital markets day at Munich Airport, alongside higher profitability targets and the largest fleet renewal in its history. The size of the cut, about 4% of a workforce of roughly 103,000, is less striking than the way it was sold: a major employer telling investors that AI-driven efficiency in back-office work is part of the financial case.',
    },
    {
      type: 'diveBrief',
      points: [
        'Lufthansa Group said on Sept. 29, 2025, that it expects to cut about 4,000 jobs worldwide by 2030, mainly in administration rather than operations, with the majority in Germany.',
        'The company linked the reductions to digitalization, automation, the bundling of processes and greater use of AI, and to removing work duplicated across its airlines, including Lufthansa, SWISS, Austrian Airlines, Brussels Airlines and ITA Airways.',
        'Lufthansa also plans to put its airlines under tighter central control in a bid to raise profitability, DW reported.',
        'Lufthansa expects the reductions to raise operating profit (EBIT) by about €300 million a year, against one-off restructuring costs of about €400 million, Hungary’s public news service reported from the company’s statement.',
        'New targets for 2028 to 2030 include an adjusted EBIT margin of 8% to 10%, an adjusted return on capital employed of 15% to 20% and adjusted free cash flow above €2.5 billion a year. The services union Verdi said it would fight the cuts in its next bargaining round.',
      ],
    },
    { type: 'diveInsight', heading: 'Why the announcement matters beyond aviation' },
    { type: 'heading', level: 2, text: 'A restructuring built on integration as much as AI' },
    {
      type: 'paragraph',
      text: 'The cuts follow a Sept. 12 announcement that the group will steer more from the center starting Jan. 1, 2026. Network management for short- and medium-haul flights at its hub airlines is moving to the group, as it did for long-haul a decade ago, and cooperation across the group will run through four Group Function Boards for hub steering, technology, HR and finance, [aeroTELEGRAPH reported](https://www.aerotelegraph.com/airlines/so-baut-lufthansa-group-den-konzern-um/w1716s3). The individual airlines keep responsibility for the customer experience and for running flight operations. In its Sept. 29 [release](https://newsroom.lufthansagroup.com/en/lufthansa-group-is-consistently-pursuing-its-strategy-and-aims-to-significantly-increase-profitability/), the group added that all IT functions are being pulled into a single executive board department.',
    },
    {
      type: 'paragraph',
      text: 'That context matters when weighing the AI claim. Much of the reduction appears to come from merging parallel functions that grew up separately in each airline, with automation and AI tools making the combined units leaner. Lufthansa said it was reviewing which activities would no longer be needed, for example because work is done twice. The financial logic is explicit: the company expects the cuts to lift operating profit (EBIT) by about €300 million a year, with roughly €400 million of one-off costs to get there, [Híradó, Hungary’s public news service, reported](https://hirado.hu/kulfold/cikk/2025/09/29/ez-csak-a-kezdet-negyezer-munkahelyet-szuntethet-meg-2030-ig-a-lufthansa) from the company’s statement. That is a recurring earnings target, not a one-time pot of savings, and it sits beside new targets for 2028 to 2030, including an adjusted EBIT margin, the operating-profit measure Lufthansa steers by, of 8% to 10%.',
    },
    {
      type: 'pullQuote',
      quote:
        'In particular, the profound changes brought about by digitalization and the increased use of artificial intelligence will lead to greater efficiency in many areas and processes.',
      attribution: 'Lufthansa Group',
      context: 'Press release announcing the job cuts, Sept. 29, 2025',
    },
    {
      type: 'paragraph',
      text: 'Chief Executive Carsten Spohr acknowledged at the investor event that Lufthansa trails its big European rivals, Air France-KLM and IAG, on financial performance, [Börsen-Zeitung reported](https://www.boersen-zeitung.de/unternehmen-branchen/lufthansa-spart-4000-stellen-ein). The group’s adjusted operating margin was 4.4% in 2024, well short of the 8% it had long aimed for, while IAG, the parent of British Airways, earned almost 14%. Reports that job cuts were coming had already surfaced the previous Friday.',
    },
    { type: 'heading', level: 2, text: 'The labor relations dimension' },
    {
      type: 'paragraph',
      text: 'Because most of the affected roles are in Germany, the plan will run through co-determination and collective bargaining rather than unilateral decisions. Verdi, which represents ground and office staff, said it would not accept what it called a clear-cut of jobs at the expense of employees and would use the upcoming bargaining round to push back, [Deutschlandfunk reported](https://www.deutschlandfunk.de/verdi-will-abbau-von-4-000-stellen-nicht-hinnehmen-102.html). Its representative Marvin Reschinsky also blamed German and European aviation policy, including rising taxes, fees and environmental rules, for the cost pressure on the airline.',
    },
    {
      type: 'paragraph',
      text: 'The five-year horizon gives the company room to rely on attrition, retirements, hiring freezes and redeployment rather than mass layoffs, which is the usual path for large German employers. Lufthansa did not break the 4,000 down by function, airline or country in its announcement.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The numbers at a glance',
      text: 'About 4,000 roles by 2030, roughly 4% of a workforce of about 103,000. Mostly administrative, mostly in Germany. Expected benefit: about €300 million a year in operating profit, against about €400 million in one-off costs (as reported by Híradó). Adjusted EBIT margin target of 8% to 10% for 2028 to 2030. More than 230 new aircraft by 2030, about 100 of them long-haul.',
    },
    { type: 'heading', level: 2, text: 'What HR leaders can take from it' },
    {
      type: 'paragraph',
      text: 'Lufthansa joins a growing list of large employers that cite AI when explaining reductions in support functions. What sets this case apart is how the pieces fit together: a structural integration that removes duplicate work, a technology program that automates what remains, and a long runway that lets headcount fall gradually under negotiated terms. AI-linked workforce plans are now being presented to capital markets as commitments with earnings targets attached, which raises the stakes for the workforce analytics, the change management and the employee communication behind them.',
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
        'The cuts carry an annual earnings target of about €300 million, which HR must translate into credible workforce plans and fair processes.',
        'Labor relations shape execution: Verdi has signaled opposition, and German co-determination will govern how the cuts are made.',
      ],
    },
  ],
  citations: [
    {
      title: 'Capital Markets Day 2025',
      publisher: 'Lufthansa Group Investor Relations',
      url: 'https://investor-relations.lufthansagroup.com/en/events/capital-markets-day-2025.html',
      publishedAt: '2025-09-29',
      kind: 'primary',
    },
    {
      title:
        'Lufthansa Group is consistently pursuing its strategy and aims to significantly increase profitability',
      publisher: 'Lufthansa Group',
      url: 'https://newsroom.lufthansagroup.com/en/lufthansa-group-is-consistently-pursuing-its-strategy-and-aims-to-significantly-increase-profitability/',
      publishedAt: '2025-09-29',
      kind: 'primary',
    },
    {
      title: 'Lufthansa to shed 4,000 jobs with help from AI',
      publisher: 'DW',
      url: 'https://www.dw.com/en/lufthansa-to-shed-4000-jobs-with-help-from-ai/a-74173278',
      publishedAt: '2025-09-29',
      kind: 'reporting',
    },
    {
      title: 'Lufthansa will profitabler werden und streicht 4.000 Jobs',
      publisher: 'Börsen-Zeitung',
      url: 'https://www.boersen-zeitung.de/unternehmen-branchen/lufthansa-spart-4000-stellen-ein',
      publishedAt: '2025-09-29',
      kind: 'reporting',
    },
    {
      title: 'Verdi will Abbau von 4.000 Stellen nicht hinnehmen',
      publisher: 'Deutschlandfunk',
      url: 'https://www.deutschlandfunk.de/verdi-will-abbau-von-4-000-stellen-nicht-hinnehmen-102.html',
      publishedAt: '2025-09-29',
      kind: 'reporting',
    },
    {
      title: 'Ez csak a kezdet: négyezer munkahelyet szüntethet meg 2030-ig a Lufthansa',
      publisher: 'Híradó (MTVA)',
      url: 'https://hirado.hu/kulfold/cikk/2025/09/29/ez-csak-a-kezdet-negyezer-munkahelyet-szuntethet-meg-2030-ig-a-lufthansa',
      publishedAt: '2025-09-29',
      kind: 'reporting',
    },
    {
      title: 'So baut Lufthansa Group den Konzern um',
      publisher: 'aeroTELEGRAPH',
      url: 'https://www.aerotelegraph.com/airlines/so-baut-lufthansa-group-den-konzern-um/w1716s3',
      publishedAt: '2025-09-12',
      kind: 'reporting',
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
    title:
      'Behind Lufthansa’s 4,000-job plan: a €300M-a-year profit goal and the data HR needs to test it',
    excerpt:
      'About €300 million a year in expected operating-profit gains, 8% to 10% margins targeted for 2028 to 2030 and duplicated functions across five airlines: what the numbers say about AI-linked workforce planning.',
    categories: ['analytics'],
    homeLabel: 'Talent',
    image: alternateImage(slug),
  },
]
