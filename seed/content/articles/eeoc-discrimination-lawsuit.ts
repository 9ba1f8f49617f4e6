import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'eeoc-discrimination-lawsuit'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'EEOC Sues Apple Over Firing of Jewish Store Employee, Underscoring Religious Bias as a Top Enforcement Priority',
  dek: 'The agency says a Virginia Apple Store refused a 16-year employee’s Sabbath accommodation and then fired him. With a quorum restored on Oct. 7, the EEOC is positioned to press its religious-bias and national-origin agenda.',
  topic: 'Legal & Compliance',
  publishedAt: '2025-10-09',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'The U.S. Equal Employment Opportunity Commission sued Apple on Sept. 30, alleging that managers at the company’s store in Reston, Virginia, refused a long-serving employee’s request to observe the Jewish Sabbath, disciplined him on grooming grounds after he asked, and fired him in January 2024 **because of his religion and in retaliation for complaining**. The case, *EEOC v. Apple, Inc.*, No. 1:25-cv-1637, in the U.S. District Court for the Eastern District of Virginia, is a single-plaintiff suit. Its significance lies in the defendant and the timing: it arrived as the agency, under Acting Chair Andrea Lucas, has made religious discrimination one of its most visible priorities, and a week before the Senate restored the commission’s quorum.',
    },
    {
      type: 'diveBrief',
      points: [
        'The EEOC filed suit on Sept. 30, 2025, after first trying to resolve the charge through its pre-litigation conciliation process, alleging failure to accommodate, religious discrimination and retaliation under Title VII of the Civil Rights Act of 1964.',
        'According to the agency, the employee worked at the Reston store for 16 years as an Apple “Genius,” converted to Judaism in 2023 and, beginning in August 2023, asked not to work Fridays and Saturdays; a new store manager refused, citing a scheduling policy.',
        'The EEOC says Apple then began disciplining him under its grooming policy and fired him in January 2024, shortly after he reminded his supervisor of an upcoming day off for religious reasons.',
        'The agency seeks back pay, compensatory damages and punitive damages. Apple did not respond to Reuters’ request for comment when the suit was filed.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'What the EEOC alleges' },
    {
      type: 'paragraph',
      text: 'The complaint, as summarized in the EEOC’s announcement and in Reuters’ reporting, describes an employee with consistently positive performance reviews whose situation changed after his conversion and the arrival of a new store manager. Reuters, which identified the worker as Tyler Steele, reported that the suit accuses the manager of telling him he smelled like body odor, requiring him to work on the Sabbath and warning him not to discuss the October 2023 Hamas attack on Israel with co-workers. Steele complained to Apple about the manager twice, the agency says, without any change in the conduct. Fearing for his job, he worked Sabbath shifts against his beliefs before he was terminated on what the EEOC calls a false claim of another grooming violation.',
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
      text: 'None of the allegations has been tested in court. Apple will have the opportunity to answer the complaint, and the record developed in discovery, including how the store’s scheduling rule was applied to other employees, will matter a great deal.',
    },
    { type: 'heading', level: 2, text: 'A higher bar for refusing accommodation' },
    {
      type: 'paragraph',
      text: 'The legal backdrop has shifted in employees’ favor. In *Groff v. DeJoy* in 2023, the Supreme Court rejected the long-standing reading that an employer could deny a religious accommodation if it imposed more than a trivial cost. Employers must now show that granting the request would impose substantial increased costs in relation to the conduct of their particular business. A general scheduling policy, on its own, is unlikely to meet that test; the question becomes what it would actually have cost a large retailer to cover one employee’s Friday and Saturday shifts, and whether alternatives such as voluntary swaps were explored.',
    },
    {
      type: 'paragraph',
      text: 'The retaliation count may prove just as important. Discipline that begins soon after an accommodation request or a complaint, and a termination that follows a reminder about a religious day off, give an agency or a jury a simple timeline. Retaliation claims can succeed even where the underlying accommodation decision turns out to be defensible.',
    },
    { type: 'heading', level: 2, text: 'The enforcement agenda behind the case' },
    {
      type: 'paragraph',
      text: 'Religious discrimination has been a stated focus for Lucas since she became acting chair in January. In an August statement, she said that during the prior administration, religious protections too often took a back seat to what she called woke policies, according to Reuters, and the agency published an August review of its actions on religious freedom at work. The Apple case, filed against one of the country’s best-known employers, fits that message.',
    },
    {
      type: 'paragraph',
      text: 'It is one of several priorities employers should expect to see in litigation. The others include:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Anti-American national origin bias:** on Feb. 19, Lucas warned employers that preferring foreign workers over Americans, whether for lower labor costs, client preference or perceived work ethic, is unlawful national origin discrimination. The day before, the agency announced that a Guam resort, LeoPalace, would pay more than $1.4 million to resolve claims that it treated non-Japanese staff, including Americans, less favorably.',
        '**Gender identity:** the agency has said it is scaling back the prior administration’s approach to workplace protections for transgender and nonbinary workers, and a quorum allows it to revise the harassment guidance that reflected that approach.',
        '**DEI programs:** the commission has signaled closer scrutiny of diversity initiatives that it views as involving unlawful preferences.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Quorum restored',
      text: 'The Senate confirmed Brittany Panuccio as a commissioner on Oct. 7 by a 51-47 vote, giving the EEOC three sitting members for the first time since January. With a quorum, the commission can vote on systemic and pattern-or-practice suits and on formal guidance, and Lucas has said she intends to revisit the Pregnant Workers Fairness Act rule and the agency’s harassment guidance.',
    },
    {
      type: 'paragraph',
      text: 'During the months without a quorum, field offices continued to investigate charges and the agency kept filing individual suits like the one against Apple. What changes now is scale: larger cases that need commission approval, and formal guidance that can reshape how investigators evaluate charges, are back on the table.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Review scheduling, attendance and grooming policies for rules that automatically block religious accommodations, and require an individual undue-hardship analysis under the *Groff* standard before any denial.',
        'Route every religious accommodation request to HR, not only to a store or line manager, and document the alternatives considered.',
        'Flag any discipline that follows within months of an accommodation request or complaint for an independent review before it is issued.',
        'Train managers on religious and national-origin harassment, including comments tied to current events and conflicts abroad.',
        'Audit hiring and pay practices that favor visa holders or particular nationalities, given the agency’s stated focus on anti-American bias.',
      ],
    },
  ],
  citations: [
    {
      title: 'EEOC Sues Apple for Religious Discrimination and Retaliation',
      publisher: 'U.S. Equal Employment Opportunity Commission',
      url: 'https://www.eeoc.gov/newsroom/eeoc-sues-apple-religious-discrimination-and-retaliation',
    },
    {
      title: 'US agency sues Apple for alleged discrimination against Jewish worker',
      publisher: 'MyJoyOnline (Reuters)',
      url: 'https://www.myjoyonline.com/us-agency-sues-apple-for-alleged-discrimination-against-jewish-worker',
    },
    {
      title: 'EEOC Quorum Restored: The Sheriff Is Back in Town',
      publisher: 'Brightmine',
      url: 'https://hrcenter.us.brightmine.com/news/eeoc-quorum-restored-the-sheriff-is-back-in-town/54539',
    },
    {
      title: 'Notice to Employers: EEOC Targeting Anti-American Bias',
      publisher: 'The National Law Review',
      url: 'https://natlawreview.com/article/notice-employers-eeoc-targeting-anti-american-bias',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-eeoc-discrimination-lawsuit',
    article: slug,
    title: 'EEOC v. Apple: Sabbath Accommodation Suit Signals Where the Agency Is Headed',
    excerpt:
      'The EEOC says Apple denied a Jewish employee’s Sabbath request and then fired him. With a quorum restored, expect more religious-bias and national-origin cases; accommodation processes need review.',
    categories: ['leadership', 'culture'],
    homeLabel: 'Legal & Compliance',
  },
]
