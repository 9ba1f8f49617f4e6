import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'starbucks-dress-code'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Starbucks Dress-Code Dispute Moves to State Courts as Baristas Sue Over Unreimbursed Clothing Costs',
  dek: 'Union-backed workers in Illinois and Colorado filed class actions on Sept. 17, and California baristas lodged claims with the state labor agency, arguing the chain’s May dress code shifted a business cost onto hourly employees.',
  topic: 'Labor Law',
  publishedAt: '2025-09-22',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Four months after Starbucks required its North American baristas to wear solid black tops and a narrower range of pants and shoes, the fight over the policy has moved from the bargaining table to state wage law. On Sept. 17, workers backed by Starbucks Workers United filed **proposed class actions in Illinois and Colorado** and complaints with California’s Labor and Workforce Development Agency, alleging that Starbucks broke state expense-reimbursement laws by refusing to pay for clothing, shoes and other costs of complying. The claims turn on a question many employers with dress codes have never had to answer in court: when does a dress code built from employees’ own clothes, in colors the company dictates, become a uniform the employer must pay for?',
    },
    {
      type: 'diveBrief',
      points: [
        'Starbucks announced the dress code on April 14, 2025, and it took effect May 12. It calls for solid black shirts, khaki, black or blue denim bottoms, and shoes in a limited set of colors made of waterproof material. Each employee received two branded shirts at no cost.',
        'Workers United filed an unfair labor practice charge on April 24, alleging that Starbucks imposed the policy unilaterally and that it differed from what the parties had tentatively agreed in contract talks.',
        'The Sept. 17 Illinois and Colorado suits seek class status for workers in those states; California workers said they will sue if the state agency does not pursue penalties itself.',
        'Starbucks did not comment directly on the suits, saying the change simplified its dress code and that partners received two shirts at no cost.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'What the policy requires' },
    {
      type: 'paragraph',
      text: 'The dress code replaced a comparatively relaxed standard in place since 2016 that allowed patterned shirts and a wide range of colors. Under the new rules, shirts must be solid black, with short or long sleeves, and must cover the midriff and armpits. Bottoms must be khaki, black or blue denim without patterns or frayed hems, or employees may wear a solid black dress no more than four inches above the knee. Shoes must be black, gray, dark blue, brown, tan or white and made from a waterproof material, and socks must be subdued. The policy also bars face tattoos, more than one facial piercing, tongue piercings and “theatrical makeup.”',
    },
    {
      type: 'paragraph',
      text: 'Starbucks has presented the change as part of its effort under CEO Brian Niccol to restore a warmer, more consistent coffeehouse experience, with the green apron standing out against a uniform background. The company has stressed that it is a dress code, not a uniform: employees may wear clothing they already own as long as it meets the guidelines.',
    },
    { type: 'heading', level: 2, text: 'The reimbursement claims' },
    {
      type: 'paragraph',
      text: 'The new lawsuits test that distinction. According to the Illinois complaint, as reported by HR Dive, three named plaintiffs sought reimbursement of $97.56 for compliant clothing, $10 for removing a nose piercing and $148.84 for shoes, and were told there was currently no established process for reimbursing apparel purchases beyond the resources Starbucks had already provided. Four Colorado plaintiffs reported unreimbursed dress-code costs ranging from $87.90 to $253.50, including waterproof shoes. In California, one of the workers, a barista in Davis, spent $60.09 on shoes after a manager said her Crocs did not comply, and $86.95 more on black shirts and jeans, according to the Associated Press.',
    },
    {
      type: 'pullQuote',
      quote:
        'Starbucks — a multi-billion-dollar global corporation — has a systemic policy of forcing its low-paid hourly workers to pay out-of-pocket for apparel that the company requires them to wear to work.',
      attribution: 'Complaint filed by Starbucks workers in Colorado state court',
      context: 'Sept. 17, 2025',
    },
    {
      type: 'paragraph',
      text: 'Each state’s statute frames the obligation differently, which is why the cases were filed separately:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Illinois:** the Wage Payment and Collection Act requires employers to reimburse all reasonable expenditures or losses required of the employee in the discharge of employment duties that inure to the primary benefit of the employer. The plaintiffs also point to Starbucks’ own policy on approved business expenses.',
        '**Colorado:** the plaintiffs rely on the Colorado Wage Claims Act, which restricts employers from shifting business expenses onto workers. Colorado employment lawyers note the state distinguishes required uniforms, which employers generally must pay for, from ordinary streetwear, which they generally need not, and that willful violations can bring penalties of up to three times the amount owed.',
        '**California:** Labor Code Section 2802 requires indemnification of necessary work expenses. The workers’ filing with the state labor agency is the step that precedes a suit seeking civil penalties on the state’s behalf.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Starbucks’ likely defense is already visible in how it describes the policy: a color palette for ordinary clothing that many workers own is not a uniform, and two free shirts cover the distinctive element. The plaintiffs’ response is that the combined restrictions on color, material, footwear and appearance leave many hourly workers without compliant clothing, and that the discipline available for noncompliance, from being sent home before a shift to write-ups, makes the purchases a condition of employment.',
    },
    { type: 'heading', level: 2, text: 'The labor-law track is stalled' },
    {
      type: 'paragraph',
      text: 'The state filings also reflect where federal labor law stands. The union’s April charge argued that Starbucks changed terms and conditions of employment unilaterally, in the middle of first-contract bargaining, and baristas at some union stores walked out in May in protest. Starbucks countered that Workers United represents less than 5% of its workforce and that it continues to bargain in good faith. NLRB regional offices can still investigate charges, but the Board itself has lacked a quorum for most of 2025 and has been down to a single member since Chair Marvin Kaplan’s term expired on Aug. 27, leaving it unable to decide contested cases.',
    },
    {
      type: 'paragraph',
      text: 'The governing law on workplace apparel is unsettled as well. The Board’s 2022 Tesla decision held that employers restricting union insignia through uniform rules must show special circumstances, but the U.S. Court of Appeals for the Fifth Circuit rejected that standard in litigation with Tesla. State wage statutes offer the union a route that does not depend on the Board, and because the suits seek to cover all workers in each state, union and non-union alike, the potential class is far larger than the roughly 640 stores the union has organized, according to the Associated Press.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Not just a Starbucks problem',
      text: 'Any employer that tightens a dress code for a multistate hourly workforce should check expense-reimbursement rules state by state. The more specific the color, material, logo or style requirements, the stronger the argument that the employer is requiring a uniform and must bear its cost.',
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Audit dress and appearance codes against reimbursement laws in every state where you employ hourly staff, with particular attention to California, Illinois and Colorado.',
        'Decide in advance whether you will provide, reimburse or stipend required items such as shoes, and publish a clear process for claims instead of handling requests ad hoc.',
        'Where employees are unionized or bargaining is under way, give notice and bargain over dress-code changes before implementation.',
        'Set a realistic compliance window and avoid sending workers home unpaid while items the company promised are still in transit.',
        'Review appearance rules on tattoos, piercings and makeup for religious and disability accommodation obligations, and train managers to route those requests properly.',
      ],
    },
  ],
  citations: [
    {
      title: 'Starbucks workers sue over company’s new dress code',
      publisher: 'WFTV (Associated Press)',
      url: 'https://www.wftv.com/news/starbucks-workers/4MLUOBV25VBCNGT4MJHFPUWK5A/',
    },
    {
      title:
        'Starbucks workers take legal action after company refuses to reimburse them for items purchased after dress code changes',
      publisher: 'HR Dive',
      url: 'https://www.hrdive.com/news/starbucks-workers-legal-action-reimbursement-dress-code/760777',
    },
    {
      title:
        'Starbucks Class Action Claims Coffee Chain Failed to Reimburse Workers for New Dress Code',
      publisher: 'Top Class Actions',
      url: 'https://topclassactions.com/lawsuit-settlements/lawsuit-news/starbucks-class-action-claims-coffee-chain-failed-to-reimburse-workers-for-new-dress-code',
    },
    {
      title: 'Some Striking Starbucks Employees Oppose Black-Shirt Dress Code',
      publisher: 'SHRM',
      url: 'https://www.shrm.org/mena/topics-tools/employment-law-compliance/some-striking-starbucks-employees-oppose-black-shirt-dress',
    },
    {
      title: 'Labor Board Chair’s Term Ending Means an NLRB of One for Now',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/human-resources-news/labor-board-chairs-term-ending-means-an-nlrb-of-one-for-now',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-starbucks-dress-code',
    article: slug,
    title: 'Starbucks Baristas Sue Over Dress-Code Costs: When Does a Dress Code Become a Uniform?',
    excerpt:
      'Union-backed workers in Illinois and Colorado filed class actions, and Californians filed agency claims, saying Starbucks must repay what they spent to meet its May dress code. Multistate employers should take note.',
    categories: ['culture'],
    homeLabel: 'Employee Rights',
  },
]
