import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'ai-workforce-shake-up'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'The AI workforce shake-up of 2025: employers cited AI for cuts, but the layoff data tell a broader story',
  dek: 'Amazon and Accenture tied job cuts to AI this fall, and Challenger, Gray & Christmas counted nearly 55,000 AI-attributed cuts through November. That is still under 5% of the 1.17 million cuts announced this year.',
  topic: 'AI & Technology',
  topics: ['ai-at-work', 'layoffs', 'workforce-planning'],
  publishedAt: '2025-12-10',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Artificial intelligence moved from the earnings-call script into the layoff memo in 2025. Amazon tied about 14,000 corporate job cuts to the pace of change brought by AI in October, Accenture told investors in September that it was exiting staff it could not retrain for the skills it needs, and outplacement firm Challenger, Gray & Christmas reported on Dec. 4 that employers had cited AI for **nearly 55,000 announced job cuts** in the first 11 months of the year, as reported by CNBC. The same report is what prompted this analysis, because it shows why the headline needs context: announced cuts through November reached 1.17 million, the most since 2020, and AI accounted for a small fraction of them. The more consequential shift may be in hiring, where plans announced through November were the lowest for the period since 2010.',
    },
    {
      type: 'diveBrief',
      points: [
        'U.S.-based employers announced 1.17 million job cuts through November, up 54% from the same period of 2024 and the most since 2020, and 71,321 in November, according to Challenger’s Dec. 4 report as reported by CNBC. October’s 153,074 were the most for any October since 2003, and AI was cited for 31,039 of them.',
        'AI was cited for 54,694 announced cuts through November, under 5% of the total, and tariffs for nearly 8,000, CNBC reported.',
        'Amazon said on Oct. 28 that it would reduce its corporate workforce by about 14,000 roles, and the executive who announced the cuts tied them to the pace of change brought by AI.',
        'Employers had announced 497,151 planned hires through November, the lowest total for the period since 2010, according to Challenger’s Dec. 4 report as reported by IndustryWeek.',
        'Accenture disclosed a six-month business optimization program with up to $865 million in charges in September, and said it was exiting people it could not reskill for the work it needs.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'Two companies’ versions of the AI rationale' },
    {
      type: 'paragraph',
      text: 'The most closely watched cut of the year came from Amazon. In a message to employees on Oct. 28, [published on the company’s own site](https://www.aboutamazon.com/news/company-news/amazon-workforce-reduction), Beth Galetti, senior vice president of people experience and technology, said Amazon would reduce its corporate workforce by about 14,000 roles, offer most affected employees 90 days to look for a new role inside the company, and keep hiring in key strategic areas. She tied the move directly to the pace of technological change.',
    },
    {
      type: 'pullQuote',
      quote:
        'This generation of AI is the most transformative technology we’ve seen since the Internet, and it’s enabling companies to innovate much faster than ever before (in existing market segments and altogether new ones).',
      attribution:
        'Beth Galetti, senior vice president of people experience and technology, Amazon',
      context: 'Message to employees, Oct. 28, 2025',
    },
    {
      type: 'paragraph',
      text: 'Accenture framed its changes around skills. With its fiscal fourth-quarter results in late September, the consulting firm disclosed a six-month business optimization program with up to $865 million in related charges, [Fortune reported](https://fortune.com/2025/09/27/accenture-865-million-reinvention-exiting-people-ai-skills). CEO Julie Sweet said upskilling remained the firm’s primary strategy, but that Accenture was exiting people on a compressed timeline where it did not see a viable path to retraining them for the skills it needs. She also said the company still expected overall headcount to grow in fiscal 2026.',
    },
    { type: 'heading', level: 2, text: 'What the numbers do and do not show' },
    {
      type: 'paragraph',
      text: 'Challenger’s tally is a widely quoted source on AI-linked layoffs, and its limits matter. The firm records the reason an employer gives when it announces cuts, so the AI figure measures attribution, not cause. A company that describes a reduction as restructuring or cost-cutting does not appear in the AI column even if automation played a part; a company that cites AI for a cut driven mainly by weak demand does.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Bigger drivers:** restructuring, closings and market or economic conditions were the reasons employers cited most in November, and tariffs were cited for nearly 8,000 cuts this year, [CNBC reported](https://www.cnbc.com/2025/12/04/layoff-announcements-this-year-top-1point1-million-the-most-since-2020-when-pandemic-hit-challenger-says.html).',
        '**Sector concentration:** technology companies announced 12,377 cuts in November, taking the sector’s 2025 total 17% above last year’s, and Verizon’s plan to eliminate more than 13,000 jobs helped drive the month’s total, CNBC reported.',
        '**Monthly swings:** October’s 153,074 announced cuts were more than twice November’s 71,321, Challenger’s Dec. 4 report shows, [as reported by IndustryWeek](https://www.industryweek.com/talent/news/55337218/november-challenger-report-us-job-cuts-down-53-from-october), which means a handful of large announcements can move the trend line sharply.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Andy Challenger, the firm’s chief revenue officer, called November’s decline a positive sign, while noting that November cuts had topped 70,000 only twice since 2008, in 2022 and 2008, CNBC reported.',
    },
    { type: 'heading', level: 2, text: 'The quieter shift is in hiring' },
    {
      type: 'paragraph',
      text: 'For many organizations, AI’s workforce effect may show up less in layoffs than in roles that are never posted. Planned hiring of 497,151 through November was the weakest for the period since 2010, according to Challenger’s Dec. 4 report as reported by IndustryWeek. Flatter structures, slower backfills and automation of entry-level tasks reduce demand for labor without generating a layoff announcement, and they are harder to see in any public data set. They also concentrate risk on early-career workers and on internal talent pipelines that depend on junior roles as training grounds.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Reputational and legal exposure',
      text: 'Attributing cuts to AI is a strategic message to investors, but employees, regulators and plaintiffs’ lawyers read it too. Selection criteria for AI-linked reductions should be documented and reviewed for disparate impact by age, race, sex and disability, and federal WARN Act and state notice obligations apply wherever their thresholds are met, whatever reason the company gives.',
    },
    {
      type: 'paragraph',
      text: 'There is also a credibility problem inside organizations. When leaders describe AI as a tool to augment staff and then cite it for reductions, employees notice, and an announcement that says one thing while executives tell investors another leaves two stories to reconcile. Accenture’s approach, pairing large-scale training with explicit exits where retraining is not viable, is at least transparent about the trade-off, and it gives HR a defined process to manage rather than a slogan to defend.',
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Treat AI attribution figures as a signal of corporate messaging, not a measure of displacement; build internal workforce plans from task-level analysis of your own roles.',
        'Agree on the rationale for any reduction with the CEO, CFO and communications team before announcement, so the memo and the earnings call tell the same story.',
        'Offer a real internal-mobility window to affected employees, and track how many are actually placed.',
        'Protect the entry-level pipeline deliberately; hiring freezes and automation of junior work can leave succession gaps within a few years.',
        'Run adverse-impact reviews and confirm notice obligations for every AI-linked reduction, and keep records of the selection criteria used.',
      ],
    },
  ],
  citations: [
    {
      title: 'An update from SVP Beth Galetti on Amazon workforce reduction',
      publisher: 'Amazon',
      url: 'https://www.aboutamazon.com/news/company-news/amazon-workforce-reduction',
      publishedAt: '2025-10-28',
      kind: 'primary',
    },
    {
      title: 'October Challenger Report: 153,074 Job Cuts on Cost-Cutting & AI',
      publisher: 'Challenger, Gray & Christmas',
      url: 'https://www.challengergray.com/blog/october-challenger-report-153074-job-cuts-on-cost-cutting-ai/',
      publishedAt: '2025-11-06',
      kind: 'primary',
    },
    {
      title:
        'Layoff announcements top 1.1 million this year, the most since 2020 pandemic, Challenger says',
      publisher: 'CNBC',
      url: 'https://www.cnbc.com/2025/12/04/layoff-announcements-this-year-top-1point1-million-the-most-since-2020-when-pandemic-hit-challenger-says.html',
      publishedAt: '2025-12-04',
      kind: 'reporting',
    },
    {
      title: 'November Challenger Report: U.S. Job Cuts Down 53% From October',
      publisher: 'IndustryWeek',
      url: 'https://www.industryweek.com/talent/news/55337218/november-challenger-report-us-job-cuts-down-53-from-october',
      publishedAt: '2025-12-09',
      kind: 'reporting',
    },
    {
      title:
        'Accenture’s $865 million reinvention includes saying goodbye to people without the right AI skills',
      publisher: 'Fortune',
      url: 'https://fortune.com/2025/09/27/accenture-865-million-reinvention-exiting-people-ai-skills',
      publishedAt: '2025-09-27',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ai-workforce-shake-up-leadership',
    article: slug,
    title: 'AI layoffs in 2025: why the rationale for cuts needs one story',
    excerpt:
      'Amazon tied 14,000 corporate cuts to AI, and Accenture framed its exits around skills. Leaders need one consistent rationale, shared by the memo and the earnings call, before announcing reductions.',
    categories: ['leadership'],
    homeLabel: 'AI & Future of Work',
  },
  {
    id: 'summary-ai-workforce-shake-up-analytics',
    article: slug,
    title:
      'By the numbers: AI was cited in nearly 55,000 job cuts through November, under 5% of the total',
    excerpt:
      'Challenger counted 1.17 million announced cuts through November, the most since 2020, and AI-attributed cuts were under 5% of them. Here is how to read the data.',
    categories: ['analytics'],
    homeLabel: 'AI & Future of Work',
    image: alternateImage(slug),
  },
]
