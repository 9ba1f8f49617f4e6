import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'starbucks-dress-code'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Starbucks dress-code dispute moves to state courts as baristas sue over unreimbursed clothing costs',
  dek: 'Workers filed proposed class actions in Illinois and Colorado on Sept. 17 and lodged claims in California, arguing that the chain’s May dress code shifted a business cost onto hourly employees.',
  topic: 'Labor Law',
  topics: ['wage-and-hour', 'labor-relations'],
  publishedAt: '2025-09-22',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-27',
    text: 'An earlier version described Tesla’s challenge to the labor board’s 2022 union-apparel decision as if it were still pending. The U.S. Court of Appeals for the Fifth Circuit decided it on Nov. 14, 2023, granting Tesla’s petition and vacating the board’s decision. The update below also dated the board’s regained quorum to the Senate’s Dec. 18, 2025, confirmation vote; the quorum returned on Jan. 7, 2026, when the two new members were sworn in.',
  },
  update: {
    date: '2026-11-27',
    text: 'The Senate confirmed James Murphy and Scott Mayer to the National Labor Relations Board on Dec. 18, 2025, Bloomberg Law reported, and the board regained its quorum when they were sworn in on Jan. 7, 2026, FMG Law and Employers Council wrote. Charges such as Workers United’s can again reach a board able to decide them; this story, written when the board had one member, said they had nowhere to go. The quorum needs all three members, who as of Jan. 21, 2026, the latest account this update could confirm, were Murphy, Mayer and David Prouty.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Four months after Starbucks told its North American baristas to wear solid black shirts and a narrower range of bottoms under their green aprons, the fight over the policy has reached state wage law. On Sept. 17, workers filed **proposed class actions in Illinois and Colorado** and legal claims in California, alleging that Starbucks broke state expense-reimbursement laws by refusing to pay for clothing, shoes and other costs of complying, [HR Dive reported](https://www.hrdive.com/news/starbucks-workers-legal-action-reimbursement-dress-code/760777). The cases turn on a question many employers with dress codes have never had to answer in court: when does a dress code built from employees’ own clothes, in colors the company dictates, become a cost the employer must cover?',
    },
    {
      type: 'diveBrief',
      points: [
        'Starbucks announced the dress code on April 14, 2025, and it took effect May 12. It calls for solid black shirts and khaki, black or blue denim bottoms. Each worker received two company-branded shirts at no cost.',
        'Workers United, the union representing baristas at some Starbucks stores, filed an unfair labor practice charge in April, alleging that the company imposed the policy unilaterally and that it differed from what the two sides had tentatively agreed in contract talks.',
        'The Sept. 17 suits in Illinois and Colorado seek class status for workers in those states. In California, workers filed claims with the state, the step that comes before a lawsuit seeking penalties there.',
        'Starbucks has said the change simplifies its dress code and that it is a dress code, not a uniform: employees can wear their own clothes if they meet the guidelines.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'What the policy requires' },
    {
      type: 'paragraph',
      text: 'The new rules replaced a looser standard that allowed tops in any color and bottoms, hats, footwear and outerwear in black, gray, navy, brown, khaki or white, according to The Independent’s account of the April announcement. Under the new code, shirts must be solid black crewneck, collared or button-up styles, with short or long sleeves, and bottoms must be any shade of khaki, black or blue denim. An internal dress code guide shared with HR Dive also covered accessories, piercings, tattoos and other aspects of personal presentation, though the publication said it was not clear which of those rules were new.',
    },
    {
      type: 'paragraph',
      text: 'Starbucks, which has been overhauling its stores under chief executive Brian Niccol, said in its April 14 statement that the updated dress code would deliver a more consistent coffeehouse experience and give employees simpler, clearer guidance. It also created a line of company-branded T-shirts and gave each worker two at no cost. A company spokesman later told SHRM that employees may wear clothing they already own as long as it meets the guidelines.',
    },
    { type: 'heading', level: 2, text: 'The reimbursement claims' },
    {
      type: 'paragraph',
      text: 'The lawsuits test that distinction. According to the Illinois complaint, as described by HR Dive, three named plaintiffs asked to be repaid $97.56 for compliant clothing, $10 for removing a nose piercing and $148.84 for a pair of shoes. Four plaintiffs in the Colorado suit reported unreimbursed dress-code costs ranging from $87.90 to $253.50, including waterproof shoes.',
    },
    {
      type: 'paragraph',
      text: 'When the Illinois plaintiffs asked to be repaid, Starbucks answered that it had no set process for approving or reimbursing clothing purchases beyond what it had already supplied, according to their complaint as [described by HR Dive](https://www.hrdive.com/news/starbucks-workers-legal-action-reimbursement-dress-code/760777).',
    },
    {
      type: 'paragraph',
      text: 'Each state frames the obligation differently, which is why the claims were filed separately:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Illinois:** The Wage Payment and Collection Act requires employers to reimburse reasonable expenditures that employees must make to do their jobs and that primarily benefit the employer. The plaintiffs also point to a Starbucks employee manual that describes reimbursement for approved business expenses.',
        '**Colorado:** The plaintiffs cite the Colorado Wage Claims Act, which, as HR Dive described the filing, bars employers from imposing such expenses on workers without an agreement between the two sides.',
        '**California:** Labor Code Section 2802 requires employers to cover necessary work expenses. Filing claims with the state is the required first step before workers can sue for civil penalties on the state’s behalf.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Starbucks’ likely defense is already visible in how it describes the policy: a color palette for ordinary clothing that many workers already own is not a uniform, and two free shirts cover the distinctive element. The plaintiffs’ answer is that the combined restrictions on color, footwear and appearance leave many hourly workers without compliant clothing, and that the consequences of noncompliance make those purchases a condition of the job.',
    },
    { type: 'heading', level: 2, text: 'Why state courts' },
    {
      type: 'paragraph',
      text: 'The state filings also reflect where federal labor law stands. Workers United’s charge argued that Starbucks changed terms and conditions of employment without bargaining, in the middle of talks over a first contract, and some union baristas walked off the job in May. A Starbucks spokesman told SHRM in May that the company had bargained in good faith and that Workers United represented only 570 of its more than 10,000 coffeehouses. But charges that reach the National Labor Relations Board itself have nowhere to go for now: the board has lacked a quorum for most of 2025 and was left with a single member when Chair Marvin Kaplan’s term ended on Aug. 27, Bloomberg Law reported.',
    },
    {
      type: 'paragraph',
      text: 'Federal law on workplace apparel offers the union little firmer ground. The board’s August 2022 Tesla decision limited employers’ ability to stop workers from wearing union apparel through uniform rules, but on Nov. 14, 2023, the U.S. Court of Appeals for the Fifth Circuit granted Tesla’s petition and vacated that decision, holding that the National Labor Relations Act does not give the board authority to make all company uniforms presumptively unlawful ([*Tesla, Inc. v. NLRB*, No. 22-60493](https://law.justia.com/cases/federal/appellate-courts/ca5/22-60493/22-60493-2023-11-14.html), the court’s opinion as published by Justia). State reimbursement laws offer a route that does not depend on the board, and because the suits seek to cover all workers in each state, union and non-union alike, the potential classes are far larger than the stores the union has organized.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Not just a Starbucks problem',
      text: 'Any employer that tightens a dress code for a multistate hourly workforce should check expense-reimbursement rules state by state. The more specific the color, material, logo or style requirements, the stronger the argument that the employer is effectively requiring a uniform and should bear its cost.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders can do now',
      items: [
        'Review dress and appearance codes against reimbursement laws in every state where you employ hourly staff, with particular attention to California, Illinois and Colorado.',
        'Decide in advance whether you will provide, reimburse or pay a stipend for required items such as shoes, and publish a clear claims process instead of handling requests case by case.',
        'Where employees are unionized or bargaining is under way, give notice and bargain over dress-code changes before they take effect.',
        'Set a realistic compliance window, especially when items the company promised have not yet arrived.',
        'Check appearance rules on tattoos, piercings and makeup against religious and disability accommodation obligations, and train managers to route those requests.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Starbucks workers take legal action after company refuses to reimburse them for items purchased after dress code changes',
      publisher: 'HR Dive',
      url: 'https://www.hrdive.com/news/starbucks-workers-legal-action-reimbursement-dress-code/760777',
      publishedAt: '2025-09-18',
      kind: 'reporting',
    },
    {
      title: 'Starbucks announces stricter dress code for employees amid slumped sales',
      publisher: 'The Independent',
      url: 'https://www.the-independent.com/life-style/starbucks-employees-stricter-dress-code-b2733255.html',
      publishedAt: '2025-04-14',
      kind: 'reporting',
    },
    {
      title: 'Some Striking Starbucks Employees Oppose Black-Shirt Dress Code',
      publisher: 'SHRM',
      url: 'https://www.shrm.org/topics-tools/employment-law-compliance/some-striking-starbucks-employees-oppose-black-shirt-dress',
      publishedAt: '2025-05-16',
      kind: 'reporting',
    },
    {
      title:
        'Tesla v. NLRB, No. 22-60493 (5th Cir. 2023), the opinion of the U.S. Court of Appeals for the Fifth Circuit as published by Justia',
      publisher: 'Justia',
      url: 'https://law.justia.com/cases/federal/appellate-courts/ca5/22-60493/22-60493-2023-11-14.html',
      publishedAt: '2023-11-14',
      kind: 'primary',
    },
    {
      title: 'Labor Board Chair’s Term Ending Means an NLRB of One for Now',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/human-resources-news/labor-board-chairs-term-ending-means-an-nlrb-of-one-for-now',
      publishedAt: '2025-08-27',
      kind: 'reporting',
    },
    {
      title: 'NLRB Regains Quorum as Senate Confirms Trump Labor Slate',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/daily-labor-report/nlrb-regains-quorum-as-senate-confirms-trump-labor-slate',
      publishedAt: '2025-12-19',
      kind: 'reporting',
    },
    {
      title: 'NLRB quorum restored: What employers need to know',
      publisher: 'FMG Law (Sunshine Fellows)',
      url: 'https://www.fmglaw.com/employment-law-blog-us/nlrb-quorum-restored-what-employers-need-to-know',
      publishedAt: '2026-01-09',
      kind: 'analysis',
    },
    {
      title: 'NLRB Regains Quorum After Year of Paralysis',
      publisher: 'Employers Council (Curtis Graves)',
      url: 'https://members.employerscouncil.org/blogs/curtis-graves2/2026/01/21/nlrb-regains-quorum-after-year-of-paralysis',
      publishedAt: '2026-01-21',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-starbucks-dress-code',
    article: slug,
    title: 'Starbucks baristas sue over dress-code costs: when does a dress code become a uniform?',
    excerpt:
      'Workers in Illinois and Colorado filed proposed class actions, and Californians filed state claims, saying Starbucks must repay what they spent to meet its May dress code. Multistate employers should take note.',
    categories: ['culture'],
    homeLabel: 'Employee Rights',
  },
]
