import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'ai-workforce-shake-up'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'The AI workforce shake-up of 2025: big names cited AI for cuts, but the layoff data tell a broader story',
  dek: 'Amazon and Accenture tied job cuts to AI this fall, and Challenger, Gray & Christmas counted nearly 55,000 AI-attributed cuts through November. That is still under 5% of the 1.17 million cuts announced this year.',
  topic: 'AI & Technology',
  topics: ['ai-at-work', 'layoffs', 'workforce-planning'],
  publishedAt: '2025-12-10',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Artificial intelligence moved from the earnings-call script into the layoff memo in 2025. Amazon and Accenture each linked workforce reductions or exits to AI within weeks of each other this fall, and outplacement firm Challenger, Gray & Christmas reported on Dec. 4 that employers had cited AI for **nearly 55,000 announced job cuts** in the first 11 months of the year. The same report is what prompted this analysis, because it shows why the headline needs context: announced cuts through November reached 1,170,821, the most since 2020, and AI accounted for a small fraction of them. The more consequential shift may be in hiring, where announced plans through October were at their lowest level for the period since 2011.',
    },
    {
      type: 'diveBrief',
      points: [
        'U.S.-based employers announced 1,170,821 job cuts through November, up 54% from the same period of 2024 and the most since 2020, according to Challenger. November brought 71,321 cuts; October’s 153,074 were the most for any October since 2003.',
        'AI was cited for 54,694 announced cuts through November, under 5% of the total.',
        'Amazon said on Oct. 28 that it would cut about 14,000 corporate roles, citing the pace of change brought by AI. Two days later, CEO Andy Jassy told analysts the cuts were about culture, not money or AI.',
        'Employers had announced 488,077 planned hires through October, down 35% from a year earlier and the lowest total for the period since 2011, Challenger said.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'Two companies, two versions of the AI rationale' },
    {
      type: 'paragraph',
      text: 'The most closely watched cut of the year came from Amazon. In a message to employees on Oct. 28, Beth Galetti, senior vice president of people experience and technology, said the company would reduce its corporate workforce by about 14,000 roles, and she tied the move directly to the pace of technological change.',
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
      text: 'On Oct. 30, on the company’s quarterly earnings call, CEO Andy Jassy put the emphasis elsewhere. The announcement, he told analysts, was “not really financially driven, and it’s not even really AI-driven,” at least not yet; he described it instead as a matter of culture and of removing layers that had built up during years of rapid growth, [TheWrap reported](https://www.thewrap.com/amazon-layoffs-not-ai-finances-andy-jassy-comments/).',
    },
    {
      type: 'paragraph',
      text: 'Accenture framed its changes around skills. With its fiscal fourth-quarter results on Sept. 25, the consulting firm disclosed a six-month business optimization program with up to $865 million in related charges, [Fortune reported](https://fortune.com/2025/09/27/accenture-865-million-reinvention-exiting-people-ai-skills). CEO Julie Sweet said upskilling remained the firm’s primary strategy, but that Accenture was exiting people on a compressed timeline where it did not see a viable path to retraining them for the skills it needs. She also said the company still expected overall headcount to grow in fiscal 2026.',
    },
    { type: 'heading', level: 2, text: 'What the numbers do and do not show' },
    {
      type: 'paragraph',
      text: 'Challenger’s tally is the most widely quoted source on AI-linked layoffs, and its limits matter. The firm records the reason an employer gives when it announces cuts, so the AI figure measures attribution, not cause. A company that describes a reduction as restructuring or cost-cutting does not appear in the AI column even if automation played a part; a company that cites AI for a cut driven mainly by weak demand does. Amazon’s own mixed messaging shows how fluid those labels can be.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Bigger drivers:** restructuring, closings and market or economic conditions were the reasons employers cited most in November, and tariffs were cited for nearly 8,000 cuts this year, [CNBC reported](https://www.cnbc.com/2025/12/04/layoff-announcements-this-year-top-1point1-million-the-most-since-2020-when-pandemic-hit-challenger-says.html).',
        '**Sector concentration:** technology companies announced 12,377 cuts in November, taking the sector’s 2025 total 17% above last year’s, and Verizon’s plan to eliminate more than 13,000 jobs drove much of the month.',
        '**Monthly swings:** October’s 153,074 announced cuts were more than twice November’s 71,321, which means a handful of large announcements can move the trend line sharply.',
        '**Data gaps:** the federal government shutdown delayed official employment reports this fall, so private trackers such as Challenger and ADP carried more weight than usual in public discussion of the labor market.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Andy Challenger, the firm’s chief revenue officer, put AI alongside other pressures when the October report was released, [Audacy reported](https://www.audacy.com/kmox/news/national/layoffs-reach-22-year-high), saying that AI adoption, softening consumer and corporate spending, and rising costs were driving belt-tightening and hiring freezes. He added that people laid off were finding it harder to land new roles quickly.',
    },
    { type: 'heading', level: 2, text: 'The quieter shift is in hiring' },
    {
      type: 'paragraph',
      text: 'For most organizations, AI’s workforce effect in 2025 showed up less in layoffs than in roles that were never posted. Planned hiring of 488,077 through October was the weakest for the period since 2011. Flatter structures, slower backfills and automation of entry-level tasks reduce demand for labor without generating a layoff announcement, and they are harder to see in any public data set. They also concentrate risk on early-career workers and on internal talent pipelines that depend on junior roles as training grounds.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Reputational and legal exposure',
      text: 'Attributing cuts to AI is a strategic message to investors, but employees, regulators and plaintiffs’ lawyers read it too. Selection criteria for AI-linked reductions should be documented and reviewed for disparate impact by age, race, sex and disability, and federal WARN Act and state notice obligations apply wherever their thresholds are met, whatever reason the company gives.',
    },
    {
      type: 'paragraph',
      text: 'There is also a credibility problem inside organizations. When leaders describe AI as a tool to augment staff and then cite it for reductions, employees notice, and Amazon’s memo and earnings call gave them two stories in one week. Accenture’s approach, pairing large-scale training with explicit exits where retraining is not viable, is at least transparent about the trade-off, and it gives HR a defined process to manage rather than a slogan to defend.',
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
      title:
        'Layoff announcements top 1.1 million this year, the most since 2020 pandemic, Challenger says',
      publisher: 'CNBC',
      url: 'https://www.cnbc.com/2025/12/04/layoff-announcements-this-year-top-1point1-million-the-most-since-2020-when-pandemic-hit-challenger-says.html',
      publishedAt: '2025-12-04',
      kind: 'reporting',
    },
    {
      title: 'Layoffs reach 22-year high',
      publisher: 'Audacy (KMOX)',
      url: 'https://www.audacy.com/kmox/news/national/layoffs-reach-22-year-high',
      publishedAt: '2025-11-06',
      kind: 'reporting',
    },
    {
      title: 'Amazon layoffs not driven by AI or finances, Andy Jassy says',
      publisher: 'TheWrap',
      url: 'https://www.thewrap.com/amazon-layoffs-not-ai-finances-andy-jassy-comments/',
      publishedAt: '2025-10-30',
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
    title: 'AI layoffs in 2025: why Amazon’s memo and its CEO told different stories',
    excerpt:
      'Amazon cited AI for 14,000 corporate cuts, then its CEO said the move was about culture. Accenture framed its exits around skills. Leaders need one consistent story before announcing reductions.',
    categories: ['leadership'],
    homeLabel: 'AI & Future of Work',
  },
  {
    id: 'summary-ai-workforce-shake-up-analytics',
    article: slug,
    title:
      'By the numbers: AI was cited in nearly 55,000 job cuts through November, under 5% of the total',
    excerpt:
      'Challenger counted 1.17 million announced cuts through November, the most since 2020. AI-attributed cuts were under 5%, while planned hiring through October was the lowest for the period since 2011. Here is how to read the data.',
    categories: ['analytics'],
    homeLabel: 'AI & Future of Work',
    image: alternateImage(slug),
  },
]
