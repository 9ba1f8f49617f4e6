import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'eeoc-discrimination-lawsuit'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'EEOC sues Apple over firing of Jewish store employee, underscoring religious bias as a top enforcement priority',
  dek: 'The agency says a Virginia Apple Store refused a 16-year employee’s Sabbath accommodation and then fired him. With the Senate’s Oct. 7 confirmation of a third commissioner restoring its quorum, the EEOC is positioned to press its religious-bias and national-origin agenda.',
  topic: 'Legal & Compliance',
  topics: ['eeoc', 'religious-discrimination', 'title-vii', 'retaliation', 'federal-policy'],
  publishedAt: '2025-10-09',
  updatedAt: '2026-11-27',
  update: {
    date: '2026-11-27',
    text: 'On Jan. 22, 2026, with its quorum restored, the EEOC voted 2-1 to rescind its 2024 Enforcement Guidance on Harassment in the Workplace. Chair Andrea Lucas and Commissioner Brittany Panuccio voted for rescission; Commissioner Kalpana Kotagal voted against. The revision this story said a quorum allows has happened, as a withdrawal rather than a rewrite.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'The U.S. Equal Employment Opportunity Commission sued Apple on Sept. 30, alleging that managers at the company’s store in Reston, Virginia, refused a long-serving employee’s request to observe the Jewish Sabbath, began disciplining him under its grooming rules after he asked, and fired him in January 2024 **because of his religion and in retaliation for complaining**, [according to the agency’s announcement](https://www.eeoc.gov/newsroom/eeoc-sues-apple-religious-discrimination-and-retaliation). The case, *EEOC v. Apple, Inc.*, Civil Action No. 1:25-cv-1637, in the U.S. District Court for the Eastern District of Virginia, concerns a single worker. Its weight comes from the defendant and the timing: it was filed as the agency, under Acting Chair Andrea Lucas, has made religious discrimination one of its most visible priorities, and a week before the Senate confirmed the commissioner who restores its quorum.',
    },
    {
      type: 'diveBrief',
      points: [
        'The EEOC filed suit on Sept. 30, 2025, after first trying to reach a pre-litigation settlement through its conciliation process. It alleges failure to accommodate, religious discrimination and retaliation under Title VII of the Civil Rights Act of 1964.',
        'According to the agency, the employee spent 16 years at the Reston store as an Apple “genius” with consistently positive reviews. Beginning in August 2023, shortly after converting to Judaism, he asked not to work Fridays and Saturdays; a new store manager refused, citing Apple’s scheduling policy.',
        'The EEOC says Apple then began disciplining him under its grooming policies and fired him in January 2024, shortly after he reminded his supervisor of an upcoming day off for religious reasons, on what the agency calls a false claim of another grooming violation.',
        'The agency is seeking unspecified back pay and other damages, including punitive damages, Reuters reported. Apple did not respond to Reuters’ request for comment when the suit was filed.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'What the EEOC alleges' },
    {
      type: 'paragraph',
      text: 'The agency’s account describes a veteran employee whose standing changed after his conversion and the arrival of a new store manager. [Reuters, which identified the worker as Tyler Steele](https://www.reuters.com/legal/government/us-agency-sues-apple-alleged-discrimination-against-jewish-worker-2025-09-30/), reported that the suit accuses the manager of telling him he smelled like body odor, making him work on the Sabbath and warning him not to discuss the October 2023 Hamas attack on Israel with co-workers. Steele complained to Apple about the manager twice without any change in the conduct, according to the lawsuit. Afraid of losing his job, he worked Sabbath shifts against his beliefs. Reuters reported that the EEOC says he was fired a few days after he turned down the manager’s request to work on a Friday.',
    },
    {
      type: 'pullQuote',
      quote:
        'Employees should not have to violate their religious beliefs to keep their jobs or live in fear of retribution because they requested an accommodation.',
      attribution:
        'Debra Lawrence, EEOC Philadelphia regional attorney, in the agency’s announcement of the suit',
      context: 'Sept. 30, 2025',
    },
    {
      type: 'paragraph',
      text: 'None of the allegations has been tested in court. Apple will have the chance to answer the complaint, and the record built in discovery, including how the store’s scheduling rule was applied to other employees, will matter a great deal.',
    },
    { type: 'heading', level: 2, text: 'A higher bar for refusing accommodation' },
    {
      type: 'paragraph',
      text: 'The legal backdrop has moved in employees’ favor. In [*Groff v. DeJoy*](https://www.supremecourt.gov/opinions/22pdf/22-174_k536.pdf), decided on June 29, 2023, the Supreme Court held that showing “more than a de minimis cost” is not enough to establish undue hardship. An employer that denies a religious accommodation must instead show that the burden would result in substantial increased costs in relation to the conduct of its particular business. The justices added that an employer cannot simply conclude that making other employees work overtime would be an undue hardship; it also has to consider other options, such as voluntary shift swapping. A general scheduling policy, on its own, is unlikely to meet that test. The question becomes what it would actually have cost a large retailer to cover one employee’s Friday and Saturday shifts.',
    },
    {
      type: 'paragraph',
      text: 'The retaliation count may prove just as important. Discipline that begins soon after an accommodation request or a complaint, and a dismissal that follows a reminder about a religious day off, give an agency or a jury a simple timeline to follow. Retaliation claims can succeed even where the underlying accommodation decision turns out to be defensible.',
    },
    { type: 'heading', level: 2, text: 'The enforcement agenda behind the case' },
    {
      type: 'paragraph',
      text: 'Religious discrimination has been a stated focus for Lucas since she became acting chair in January. In a statement in August, she said that under the Biden administration religious protections had too often taken a back seat to what she called woke policies, Reuters reported. A case against one of the country’s best-known employers fits that message.',
    },
    {
      type: 'paragraph',
      text: 'Anti-American national origin bias is another of her priorities. On Feb. 18, the agency announced that LeoPalace Resort in Guam would pay $1,412,500 to settle [an EEOC suit alleging](https://eeoc.gov/newsroom/leopalace-resort-pay-over-14-million-eeoc-national-origin-discrimination-lawsuit) that it gave non-Japanese employees, including Americans, worse wages, benefits and terms of employment than employees from Japan. A day later, [in an agency release](https://www.eeoc.gov/newsroom/eeoc-acting-chair-vows-protect-american-workers-anti-american-bias), Lucas said the EEOC would step up enforcement against employers that illegally prefer non-American workers, including visa holders and other legal immigrants, and against staffing agencies and other agents that comply with client companies’ illegal preferences against American workers.',
    },
    {
      type: 'paragraph',
      text: 'Two more items on her agenda round out the picture:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Gender identity:** Lucas’s stated priorities include scaling back workplace protections for transgender and nonbinary workers, and a quorum allows the commission to revise the harassment guidance that reflected the prior approach. (At a [meeting on Jan. 22, 2026](https://www.eeoc.gov/meetings/meeting-january-22-2026/transcript), it rescinded that guidance instead: see the update above.)',
        '**DEI programs:** the agenda also calls for closer scrutiny of employers’ diversity, equity and inclusion programs.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Quorum restored',
      text: 'The Senate confirmed Brittany Panuccio as a commissioner on Oct. 7 by a 51-47 vote, Brightmine reported. She joins Lucas and Commissioner Kalpana Kotagal, restoring the quorum the EEOC had lacked since President Trump removed two Democratic commissioners in January. With a quorum, the commission can again engage in formal rulemaking, issue formal guidance and start large pattern-or-practice suits. Lucas has said she intends to revisit the Pregnant Workers Fairness Act regulations and the agency’s harassment guidance.',
    },
    {
      type: 'paragraph',
      text: 'During the months without a quorum, the agency kept processing charges and filing individual suits like the one against Apple. What changes now is scale: larger cases that need commission approval, and formal guidance that can reshape how investigators evaluate charges, are back on the table.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Review scheduling, attendance and grooming policies for rules that automatically block religious accommodations, and require an individual undue-hardship analysis under the Groff standard, including shift swaps and other alternatives, before any denial.',
        'Send religious accommodation requests to HR rather than leaving them with a store or line manager, and document the options considered.',
        'Have someone independent review any discipline that follows within months of an accommodation request or complaint before it is issued.',
        'Train managers on religious and national-origin harassment, including comments tied to current events and conflicts abroad, and audit hiring and pay practices that favor visa holders or particular nationalities.',
      ],
    },
  ],
  citations: [
    {
      title: 'EEOC Sues Apple for Religious Discrimination and Retaliation',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://www.eeoc.gov/newsroom/eeoc-sues-apple-religious-discrimination-and-retaliation',
      publishedAt: '2025-09-30',
      kind: 'primary',
    },
    {
      title: 'US agency sues Apple for alleged discrimination against Jewish worker',
      publisher: 'Reuters',
      url: 'https://www.reuters.com/legal/government/us-agency-sues-apple-alleged-discrimination-against-jewish-worker-2025-09-30/',
      publishedAt: '2025-09-30',
      kind: 'reporting',
    },
    {
      title: 'Groff v. DeJoy, No. 22-174',
      publisher: 'Supreme Court of the United States',
      url: 'https://www.supremecourt.gov/opinions/22pdf/22-174_k536.pdf',
      publishedAt: '2023-06-29',
      kind: 'primary',
    },
    {
      title:
        'LeoPalace Resort to Pay Over $1.4 Million in EEOC National Origin Discrimination Lawsuit',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://eeoc.gov/newsroom/leopalace-resort-pay-over-14-million-eeoc-national-origin-discrimination-lawsuit',
      publishedAt: '2025-02-18',
      kind: 'primary',
    },
    {
      title: 'EEOC Acting Chair Vows to Protect American Workers from Anti-American Bias',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://www.eeoc.gov/newsroom/eeoc-acting-chair-vows-protect-american-workers-anti-american-bias',
      publishedAt: '2025-02-19',
      kind: 'primary',
    },
    {
      title: 'EEOC Quorum Restored: The Sheriff Is Back in Town',
      publisher: 'Brightmine',
      url: 'https://hrcenter.us.brightmine.com/news/eeoc-quorum-restored-the-sheriff-is-back-in-town/54539',
      publishedAt: '2025-10-08',
      kind: 'reporting',
    },
    {
      title: 'Meeting of January 22, 2026 (transcript)',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://www.eeoc.gov/meetings/meeting-january-22-2026/transcript',
      publishedAt: '2026-01-22',
      kind: 'primary',
    },
    {
      title:
        'EEOC Rescinds 2024 Enforcement Guidance on Workplace Harassment: What Employers Need to Know',
      publisher: 'McLane Middleton',
      url: 'https://www.mclane.com/insights/eeoc-rescinds-2024-enforcement-guidance-on-workplace-harassment-what-employers-need-to-know',
      publishedAt: '2026-02-02',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-eeoc-discrimination-lawsuit',
    article: slug,
    title: 'EEOC v. Apple: Sabbath accommodation suit signals where the agency is headed',
    excerpt:
      'The EEOC says Apple refused a Jewish employee’s Sabbath accommodation and then fired him. With its quorum restored, the agency is positioned to press its religious-bias and national-origin agenda; accommodation processes need review.',
    categories: ['leadership', 'culture'],
    homeLabel: 'Legal & Compliance',
  },
]
