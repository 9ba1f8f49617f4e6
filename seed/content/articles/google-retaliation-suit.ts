import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'google-retaliation-suit'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Fired Google protesters’ retaliation suit tests how far Title VII protects workplace activism',
  dek: 'Nine former employees dismissed after the April 2024 Project Nimbus sit-ins are suing Google under Title VII and state law. An analysis of how their case recasts a protest over a customer contract as opposition to workplace discrimination.',
  topic: 'Analysis',
  topics: ['retaliation', 'title-vii', 'labor-relations', 'religious-discrimination'],
  publishedAt: '2025-09-24',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-27',
    text: 'Earlier versions presented the lawsuit, filed in April 2025, as new; the piece is now labeled analysis. One misspelled the name of Google’s security chief, Chris Rackow. Another ran a pull quote attributed only to “a Google spokesperson,” without saying where or when it was said; it has been removed.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'This analysis looks at a proposed class action that nine former Google employees filed in April 2025, a year after the company dismissed dozens of workers over sit-ins at its New York and Sunnyvale, California, offices. Google’s termination notices treated the April 2024 protests as a safety problem, according to the complaint. The former employees, [as Bloomberg Law reported](https://news.bloomberglaw.com/litigation/google-accused-of-job-bias-against-pro-palestinian-supporters), frame their firings as **retaliation for opposing discrimination** against Palestinian, Arab and Muslim workers, in violation of Title VII of the Civil Rights Act of 1964 and several state and city laws. The suit is not new news, and no court has decided whether its claims are true. But the theory it advances is one every HR leader who handles employee protest should understand.',
    },
    {
      type: 'diveBrief',
      points: [
        'Nine former Google employees filed a proposed nationwide class action in the U.S. District Court for the Northern District of California (No. 5:25-cv-03268), alleging that their terminations were retaliatory.',
        'The plaintiffs, who worked as software engineers or as operations or talent equity managers in California, Washington or Texas, were fired after April 16, 2024, sit-ins organized by the group No Tech for Apartheid.',
        'The sit-ins targeted Project Nimbus, a $1.2 billion cloud-computing contract with the Israeli government. According to the suit, they also protested Google’s treatment of its Palestinian, Arab and Muslim workers.',
        'The suit asserts claims under Title VII, New York, California and Washington law, and New York City, San Francisco and Seattle law, and seeks compensatory and punitive damages.',
      ],
    },
    { type: 'diveInsight', heading: 'Why the case matters for HR' },
    { type: 'heading', level: 2, text: 'From labor charge to civil-rights claim' },
    {
      type: 'paragraph',
      text: 'The dispute began as a labor matter. On April 16, 2024, employees held sit-ins of close to 10 hours at Google’s New York and Sunnyvale offices, one of them in the office of Google Cloud chief executive Thomas Kurian; nine were arrested on trespassing charges that evening, and Google fired 28 employees late the next day, [Quartz reported](https://qz.com/read-google-memo-employees-protests-israel-contract-1851418783). On April 29, 2024, fired workers filed a charge with the National Labor Relations Board alleging that about 50 people had been unfairly fired or placed on administrative leave after the sit-ins at Google’s New York and Sunnyvale offices, over what they called a peaceful protest “directly and explicitly connected to their terms and conditions of work,” [the Associated Press reported](https://apnews.com/article/google-fire-workers-israel-government-contract-f33ea85a0b9257439c02bd2355cd76ad). The workers filed the charge in an effort to get their jobs back, the AP reported.',
    },
    {
      type: 'paragraph',
      text: 'The federal lawsuit shifts the ground. Rather than relying only on the National Labor Relations Act, it argues that the protest was, in part, a complaint about discrimination inside Google. That would bring it within the anti-retaliation provision of Title VII and its state and local counterparts. The difference matters for remedies: Title VII allows compensatory and punitive damages, subject to statutory caps, while the labor law generally offers reinstatement and back pay. It also matters for the legal question. Whether employees may lawfully protest an employer’s choice of customers is contested terrain. A discrimination-based theory avoids that fight if a court accepts that the employees were opposing the unlawful treatment of co-workers.',
    },
    {
      type: 'pullQuote',
      quote:
        'It shall be an unlawful employment practice for an employer to discriminate against any of his employees … because he has opposed any practice made an unlawful employment practice by this subchapter.',
      attribution: 'Title VII of the Civil Rights Act of 1964, Section 704(a)',
      context: 'The opposition clause at the center of the former employees’ claims',
    },
    { type: 'heading', level: 2, text: 'What the complaint alleges' },
    {
      type: 'paragraph',
      text: 'According to the complaint, as Bloomberg Law summarized it, the April 16 events were a “Day of Action” at Google’s New York City and Sunnyvale campuses. Beyond demanding an end to the Nimbus contract, the organizers were opposing what the suit calls discriminatory harassment of Palestinian, Arab and Muslim employees. The suit says No Tech for Apartheid had earlier demanded that Google “halt its continuous empowerment of hate, abuse, and retaliation against those who speak out,” and that the group’s demands were read out on site and over a livestream during the sit-ins. It also charges that the Nimbus contract has compromised workplace safety and health.',
    },
    {
      type: 'paragraph',
      text: 'By the end of April 2024, every plaintiff had received a termination notice, the complaint says, with the stated reason that they had created safety concerns for co-workers. The plaintiffs allege that no employee who counter-protested that day was disciplined in the same way. That allegation is the one employers should study most closely, because it goes to whether the same rules were applied to everyone involved.',
    },
    { type: 'heading', level: 2, text: 'Google’s position' },
    {
      type: 'paragraph',
      text: 'Google has described the firings as a response to conduct. In a memo to employees the day after the sit-ins, published by Quartz, Chris Rackow, Google’s head of security, wrote that the protesters “took over office spaces, defaced our property, and physically impeded the work of other Googlers,” and warned anyone tempted to think the company would overlook conduct that violates its policies to “think again.” Google’s stated reason for the firings differs from the workers’ account. According to the complaint, the termination notices gave as the reason that the plaintiffs had created safety concerns for co-workers, [Bloomberg Law reported](https://news.bloomberglaw.com/litigation/google-accused-of-job-bias-against-pro-palestinian-supporters). When the fired workers went to the labor board, they argued that the Nimbus technology was being used lethally in the Gaza war, an allegation Google rejects, the Associated Press reported. None of the claims in the lawsuit has been tested in court.',
    },
    { type: 'heading', level: 2, text: 'The reasonableness question' },
    {
      type: 'paragraph',
      text: 'Two issues are likely to decide whether claims like these succeed. The first is whether the protest was opposition to conduct that Title VII actually prohibits. A demonstration aimed mainly at a business contract is not, on its own, protected opposition. The plaintiffs will need to show that complaints about discrimination and harassment were a genuine part of what they were opposing, and that they reasonably believed the conduct they opposed was unlawful. The second is the manner of the protest. Courts have long held that even sincere opposition to discrimination can lose protection when the employee’s methods are unreasonable, for example when they seriously interfere with the employer’s operations. Whether an office sit-in crosses that line is a fact-heavy question that courts rarely settle at the outset of a case.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Why this matters beyond Google',
      text: 'Employers often treat politically charged protest as a conduct issue governed by workplace policy. When protesters also raise complaints about discrimination against identifiable groups of co-workers, the same discipline can be reviewed as potential retaliation, and the employer must then show a legitimate, non-retaliatory reason that it applied consistently.',
    },
    {
      type: 'paragraph',
      text: 'Consistency is where the plaintiffs have focused much of their fire. Their claim that counter-protesters went undisciplined is the kind of comparator evidence that can help a retaliation claim survive early motions, whatever a court ultimately makes of the protest itself. The charge the fired workers brought to the labor board made a related point: it covered about 50 people who had been fired or placed on leave, which puts each person’s role in the protest under scrutiny. How carefully each individual decision was documented is likely to matter as much as the policies themselves.',
    },
    { type: 'heading', level: 2, text: 'What this means for HR' },
    {
      type: 'paragraph',
      text: 'The practical lesson is less about geopolitics than about process. Large employers with active employee groups can expect protest to mix ethical objections to business decisions with complaints about how particular employees are treated. HR teams that separate those strands early, route discrimination complaints into the normal investigation process and base discipline on documented individual conduct will be better placed if a termination is later challenged.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Neutral rules, applied evenly.** Check that demonstration, occupancy and security policies are written neutrally and enforced the same way against all sides of a dispute, including counter-protesters.',
        '**Person-by-person review.** Before any group discipline linked to a protest, establish what each individual did, rather than relying on attendance lists or badge data alone.',
        '**Complaints as complaints.** Log and investigate allegations of harassment or doxxing tied to religion, national origin or race, even when they arrive inside a political protest, and keep the record complete.',
        '**Careful language at the top.** Executive and security communications about protests should describe conduct precisely, since they are likely to become exhibits.',
        '**One table for counsel.** Bring labor, employment and security advisers together before responding to a sit-in, because the same facts may be tested under both the labor law and anti-discrimination law.',
      ],
    },
  ],
  citations: [
    {
      title: 'Read the Google memo to employees about protests over its Israel contract',
      publisher: 'Quartz',
      url: 'https://qz.com/read-google-memo-employees-protests-israel-contract-1851418783',
      publishedAt: '2024-04-18',
      kind: 'reporting',
    },
    {
      title: 'Google Accused of Job Bias Against Pro-Palestinian Supporters',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/litigation/google-accused-of-job-bias-against-pro-palestinian-supporters',
      publishedAt: '2025-04-14',
      kind: 'reporting',
    },
    {
      title: 'Google workers fired over Israeli contract protests file complaint with labor board',
      publisher: 'Associated Press',
      url: 'https://apnews.com/article/google-fire-workers-israel-government-contract-f33ea85a0b9257439c02bd2355cd76ad',
      publishedAt: '2024-04-30',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-google-retaliation-suit-culture',
    article: slug,
    title:
      'When protest meets Title VII: fired Google workers say they were punished for opposing bias',
    excerpt:
      'Nine former Googlers fired after the 2024 Project Nimbus sit-ins argue they were opposing discrimination against Palestinian, Arab and Muslim colleagues. The case shows how activism disputes can turn into retaliation claims.',
    categories: ['culture'],
    homeLabel: 'Employee Rights',
  },
  {
    id: 'summary-google-retaliation-suit-leadership',
    article: slug,
    title: 'Google retaliation suit: the discipline process questions every legal team should ask',
    excerpt:
      'A proposed class action over Google’s 2024 protest firings puts consistency and documentation in focus. Leaders should check how group discipline is investigated, recorded and applied to all sides of a dispute.',
    categories: ['leadership'],
    homeLabel: 'Legal & Compliance',
    image: alternateImage(slug),
  },
]
