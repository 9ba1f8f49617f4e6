import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'ai-workforce-shake-up'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'The AI Workforce Shake-Up of 2025: Big Names Cited AI for Cuts, but the Layoff Data Tell a Broader Story',
  dek: 'Amazon, Salesforce and Accenture tied job cuts to AI this fall, and Challenger, Gray & Christmas counted nearly 55,000 AI-attributed cuts through November. That is still under 5% of the 1.17 million cuts announced this year.',
  topic: 'Featured Story',
  publishedAt: '2025-12-10',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Artificial intelligence moved from the earnings-call script into the layoff memo in 2025. Amazon, Salesforce and Accenture each linked workforce reductions or exits to AI within a few weeks of each other this fall, and outplacement firm Challenger, Gray & Christmas reported on Dec. 4 that employers had cited AI for **54,694 announced job cuts** in the first 11 months of the year. The same report shows why the headline needs context: announced cuts through November reached 1,170,821, the most since 2020, and AI accounted for a small fraction of them. For HR leaders, the more consequential shift may be in hiring, where plans have fallen to their lowest level in 15 years.',
    },
    {
      type: 'diveBrief',
      points: [
        'U.S. employers announced 1,170,821 job cuts through November, up 54% from the same period of 2024, according to Challenger. November’s 71,321 cuts were the highest for the month since 2022; October’s 153,074 were the most for any October since 2003.',
        'AI was cited for 31,039 cuts in October and 6,280 in November, bringing the year-to-date total to 54,694, or roughly 4.7% of all announced cuts.',
        'Amazon said on Oct. 28 that it would reduce its corporate workforce by about 14,000 roles; Salesforce CEO Marc Benioff said in a podcast released around Labor Day that support headcount had fallen from 9,000 to about 5,000 as AI agents took on customer conversations.',
        'Employers have announced 497,151 planned hires so far this year, the lowest total for the period since 2010, Challenger said.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'Three companies, three versions of the AI rationale' },
    {
      type: 'paragraph',
      text: 'The most closely watched cut of the year came from Amazon. In a message to employees on Oct. 28, Beth Galetti, senior vice president of people experience and technology, said the company would reduce its corporate workforce by about 14,000 roles, roughly 4% of a corporate staff that news reports put at about 350,000. Most affected employees were offered 90 days to look for another internal role, with severance, outplacement services and health insurance benefits for those who leave. Galetti tied the move directly to the pace of technological change.',
    },
    {
      type: 'pullQuote',
      quote:
        'This generation of AI is the most transformative technology we’ve seen since the Internet, and it’s enabling companies to innovate much faster than ever before (in existing market segments and altogether new ones).',
      attribution:
        'Beth Galetti, senior vice president of people experience and technology, Amazon, in an Oct. 28 message to employees',
    },
    {
      type: 'paragraph',
      text: 'Two days later, on the company’s quarterly earnings call, CEO Andy Jassy offered a different emphasis. The reduction, he said, was “not really financially driven, and it’s not even really AI-driven, not right now at least,” describing it instead as a matter of culture and of removing layers that had built up during years of rapid growth. Jassy had set expectations in a June 17 memo, writing that the company would need “fewer people doing some of the jobs that are being done today, and more people doing other types of jobs,” and that it expected AI efficiency gains to reduce the total corporate workforce over the next few years.',
    },
    {
      type: 'paragraph',
      text: 'Salesforce was more direct. Speaking on The Logan Bartlett Show, Benioff said AI agents now handle about half of the company’s customer conversations. “I’ve reduced it from 9,000 heads to about 5,000 because I need less heads,” he said of the support organization. A Salesforce spokesperson told Fortune the company had redeployed hundreds of employees into professional services, sales and customer success roles.',
    },
    {
      type: 'paragraph',
      text: 'Accenture framed its changes around skills. On its Sept. 25 earnings call, the consulting firm described a six-month business optimization program with up to $865 million in charges, much of it severance. CEO Julie Sweet said upskilling remained the firm’s primary strategy, but that Accenture was exiting people on a compressed timeline where it did not see a viable path to retraining them for the skills it needs. Headcount fell to 779,000 at the end of August from 791,000 three months earlier, even as the company reported 77,000 AI and data professionals and said it still expected overall headcount to grow in its 2026 fiscal year.',
    },
    { type: 'heading', level: 2, text: 'What the numbers do and do not show' },
    {
      type: 'paragraph',
      text: 'Challenger’s tally is the most widely quoted source on AI-linked layoffs, and its limits matter. The firm records the reason an employer gives when it announces cuts, so the AI figure measures attribution, not cause. A company that describes a reduction as restructuring or cost-cutting, as many did this year, does not appear in the AI column even if automation played a part; a company that cites AI for a cut driven mainly by weak demand does. Amazon’s own mixed messaging shows how fluid those labels can be.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Bigger drivers:** the “DOGE impact” of federal spending cuts remained the leading stated reason for 2025, at 293,753 planned cuts through November. Closings of stores, units or departments accounted for 178,531 and restructuring for 128,255.',
        '**Sector concentration:** technology companies announced 153,536 cuts through November, up 17% from a year earlier. Telecommunications led November, driven by Verizon’s plan to eliminate more than 13,000 jobs.',
        '**Monthly swings:** October’s AI figure of 31,039 was more than half of the year’s total, which means a handful of large announcements can move the trend line sharply.',
        '**Data gaps:** the federal government shutdown delayed official employment reports this fall, so private trackers such as Challenger and ADP carried more weight than usual in public discussion of the labor market.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Andy Challenger, the firm’s chief revenue officer, put AI alongside other pressures when the October report was released, saying that AI adoption, softening consumer and corporate spending, and rising costs were driving belt-tightening and hiring freezes. He added that people laid off were finding it harder to secure new roles quickly.',
    },
    { type: 'heading', level: 2, text: 'The quieter shift is in hiring' },
    {
      type: 'paragraph',
      text: 'For most organizations, AI’s workforce effect in 2025 showed up less in layoffs than in roles that were never posted. Planned hiring of 497,151 through November is 35% below the same period last year. Flatter structures, slower backfills and automation of entry-level tasks reduce demand for labor without generating a layoff announcement, and they are harder to see in any public data set. They also concentrate risk on early-career workers and on internal talent pipelines that depend on junior roles as training grounds.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Reputational and legal exposure',
      text: 'Attributing cuts to AI is a strategic message to investors, but employees, regulators and plaintiffs’ lawyers read it too. Selection criteria for AI-linked reductions should be documented and reviewed for disparate impact by age, race, sex and disability, and federal WARN Act and state notice obligations apply wherever their thresholds are met, whatever reason the company gives.',
    },
    {
      type: 'paragraph',
      text: 'There is also a credibility problem inside organizations. When leaders describe AI as a tool to augment staff and then cite it for reductions, as Benioff’s July and September remarks illustrated, employees notice. Accenture’s approach, pairing large-scale training with explicit exits where retraining is not viable, is at least transparent about the trade-off, and it gives HR a defined process to manage rather than a slogan to defend.',
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Treat AI attribution figures as a signal of corporate messaging, not a measure of displacement; build internal workforce plans from task-level analysis of your own roles.',
        'Agree on the rationale for any reduction with the CEO, CFO and communications team before announcement, so the memo and the earnings call tell the same story.',
        'Offer a real internal-mobility window, as Amazon did with 90 days, and track how many affected employees are actually placed.',
        'Protect the entry-level pipeline deliberately; hiring freezes and automation of junior work can leave succession gaps within a few years.',
        'Run adverse-impact reviews and confirm notice obligations for every AI-linked reduction, and keep records of the selection criteria used.',
      ],
    },
  ],
  citations: [
    {
      title: 'October Challenger Report: 153,074 Job Cuts on Cost-Cutting & AI',
      publisher: 'Challenger, Gray & Christmas',
      url: 'https://www.challengergray.com/blog/october-challenger-report-153074-job-cuts-on-cost-cutting-ai/',
    },
    {
      title: 'November Challenger Report: US Job Cuts Down 53% From October',
      publisher: 'IndustryWeek',
      url: 'https://www.industryweek.com/talent/news/55337218/november-challenger-report-us-job-cuts-down-53-from-october',
    },
    {
      title:
        'Amazon’s CEO says its 14,000 job cuts weren’t driven by costs or AI — it’s about culture',
      publisher: 'Business Insider',
      url: 'https://africa.businessinsider.com/news/amazons-ceo-says-its-14000-job-cuts-werent-driven-by-costs-or-ai-its-about-culture/gfk4sr7',
    },
    {
      title: 'Amazon set to cut 14,000 jobs from corporate workforce',
      publisher: 'ABC News via WDBO',
      url: 'https://www.wdbo.com/news/national/amazon-set-cut-14000-jobs-corporate-workforce/CC4J4D4NXQ6VFHABVSAR5OGUMM/',
    },
    {
      title:
        'Accenture’s $865 million reinvention includes saying goodbye to people without the right AI skills',
      publisher: 'Fortune',
      url: 'https://fortune.com/2025/09/27/accenture-865-million-reinvention-exiting-people-ai-skills',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ai-workforce-shake-up-leadership',
    article: slug,
    title: 'AI Layoffs in 2025: Why Amazon’s Memo and Its CEO Told Different Stories',
    excerpt:
      'Amazon cited AI for 14,000 corporate cuts, then its CEO said the move was about culture. Salesforce and Accenture offered their own rationales. Leaders need one consistent story before announcing reductions.',
    categories: ['leadership'],
    homeLabel: 'AI & Future of Work',
  },
  {
    id: 'summary-ai-workforce-shake-up-analytics',
    article: slug,
    title:
      'By the Numbers: AI Was Cited in 54,694 Job Cuts Through November, Under 5% of the Total',
    excerpt:
      'Challenger counted 1.17 million announced cuts through November, the most since 2020. AI-attributed cuts were about 4.7%, while planned hiring hit its lowest level since 2010. Here is how to read the data.',
    categories: ['analytics'],
    homeLabel: 'AI & Future of Work',
    image: alternateImage(slug),
  },
]
