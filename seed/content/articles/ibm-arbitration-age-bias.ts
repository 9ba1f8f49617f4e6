import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'ibm-arbitration-age-bias'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    "Judge Voids IBM's 300-Day Arbitration Deadline for Age-Bias Claims, Deepening Legal Divide Over Severance Terms",
  dek: "A federal court in Massachusetts ruled that an arbitration agreement cannot shorten the ADEA's filing deadlines, reviving a laid-off IBM worker's claim. The decision sharpens a divide over severance-linked arbitration terms.",
  topic: 'Legal & Compliance',
  publishedAt: '2025-10-20',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "A former IBM employee who waited for the U.S. Equal Employment Opportunity Commission to finish investigating his age discrimination charge before demanding arbitration may proceed with his claim, a federal judge in Massachusetts ruled on Sept. 30. In *Rumsey v. International Business Machines Corp.*, U.S. District Judge Angel Kelley held that the 300-day filing deadline in the arbitration agreement IBM attached to its severance package is invalid because the Age Discrimination in Employment Act's limitations period is a substantive right that cannot be waived by contract. The ruling sits in tension with a 2023 Second Circuit decision that upheld the same IBM provision against a different challenge.",
    },
    {
      type: 'diveBrief',
      points: [
        "Michael Rumsey was 52 when IBM laid him off in a March 2016 group reduction in force. In exchange for one month's salary and three months of continued health and life insurance, he signed a separation agreement releasing all claims except ADEA claims, which had to be arbitrated.",
        'The arbitration agreement required a demand within the same deadline that applies to an agency charge, 300 days in his case. Rumsey instead filed an EEOC charge 89 days after his termination.',
        'The EEOC considered his charge with 61 other age claims against IBM for roughly four years, found IBM likely engaged in age discrimination and issued right-to-sue notices in August 2021. Rumsey demanded arbitration in November 2021, and IBM called the demand untimely.',
        "Kelley denied IBM's motion to dismiss and ruled that Rumsey had 90 days after receiving his right-to-sue notice to file his arbitration demand.",
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: "For nearly a decade, IBM's separation agreements have served as a test of how far an employer can use arbitration to manage age discrimination exposure after large layoffs. Beginning around 2014, the company stopped asking departing workers to waive federal age claims, a step that would have triggered disclosure duties under the Older Workers Benefit Protection Act, including the ages and job titles of those selected and not selected for layoff. Instead, it required laid-off workers who accepted severance to arbitrate age claims individually, on a fixed deadline, under a confidentiality clause.",
    },
    {
      type: 'paragraph',
      text: "That design has largely held up in court. In August 2023, the U.S. Court of Appeals for the Second Circuit, in *In re IBM Arbitration Agreement Litigation*, rejected 26 former employees' argument that the timeliness provision was unenforceable because it did not incorporate the \"piggybacking\" rule, which in court lets a worker rely on a colleague's timely EEOC charge. The panel held that the rule does not apply in arbitration and is not a substantive ADEA right. It also upheld sealing of confidential arbitration materials the workers' counsel had filed in court. The Supreme Court declined to take up the workers' petition in early 2024.",
    },
    {
      type: 'pullQuote',
      quote:
        'The nature of the statute of limitations — whether it is substantive or procedural — is a critical preliminary issue because this Court must protect the non-waivable substantive rights guaranteed by the ADEA.',
      attribution:
        'U.S. District Judge Angel Kelley, Rumsey v. International Business Machines Corp.',
      context: 'As quoted by Massachusetts Lawyers Weekly',
    },
    { type: 'heading', level: 2, text: 'What the Massachusetts court decided' },
    {
      type: 'paragraph',
      text: "Rumsey's challenge was narrower and, in one respect, stronger than the piggybacking claims the Second Circuit rejected. He had filed his own timely EEOC charge. Under the ADEA, a worker has 300 days in states like Massachusetts to file a charge, then 90 days after the EEOC issues a notice of right to sue to file in court. IBM's agreement collapsed those two steps into a single 300-day window running from the adverse action. The court found the statute and the contract \"clearly in direct conflict,\" according to HR Dive's account of the ruling.",
    },
    {
      type: 'paragraph',
      text: 'Kelley concluded that the ADEA\'s limitations scheme is substantive. Because substantive ADEA rights cannot be waived in arbitration any more than in court, the 300-day clause could not cut off a claim that would have been timely in litigation. In the court\'s words, "The arbitration agreement cannot waive the statute of limitations of the ADEA." The Sixth Circuit has likewise treated the filing schemes of federal discrimination statutes as substantive rights that contracts cannot shorten, a conflict former IBM workers cited when they sought Supreme Court review of the Second Circuit ruling.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Where the courts stand',
      text: "The Second Circuit has enforced IBM's timeliness clause against workers relying on other employees' charges. A Massachusetts federal court has now refused to enforce it against a worker who filed his own charge. The Sixth Circuit has held that contracts cannot shorten federal discrimination-law filing schemes. Employers with national workforces face different answers depending on where a former employee sues.",
    },
    { type: 'heading', level: 2, text: 'Confidentiality remains the other front' },
    {
      type: 'paragraph',
      text: 'The Rumsey ruling addresses deadlines, not secrecy, but the two issues are linked in the IBM litigation. Workers\' lawyers have argued that confidentiality clauses prevent claimants from using evidence surfaced in one arbitration in the next, forcing each to rebuild the same case alone. Documents from other proceedings, reported by Law Street Media, reportedly included executive emails describing older workers as "dinobabies." In 2020 the EEOC said its analysis of IBM data for 2013 through 2018 found that more than 85% of the employees targeted for layoff were older workers, according to a summary published by the advocacy group Public Justice. IBM has consistently denied engaging in age discrimination and has said older workers left for a variety of reasons.',
    },
    {
      type: 'pullQuote',
      quote:
        "outweighed . . . by the Federal Arbitration Act's strong policy in favor of enforcing arbitral confidentiality provisions and the impropriety of counsel's attempt to evade",
      attribution:
        'U.S. Court of Appeals for the Second Circuit, In re IBM Arbitration Agreement Litigation (2023)',
      context:
        "Explaining why the public's presumptive right of access did not require unsealing arbitration documents",
    },
    {
      type: 'paragraph',
      text: 'Management-side lawyers see real costs in the Massachusetts approach. Alicia Samolis, who chairs the employment practice at Partridge Snow & Hahn, told Massachusetts Lawyers Weekly that long agency delays leave witnesses gone or uncooperative by the time arbitration begins, and that nothing stops a worker from filing an EEOC charge and an arbitration demand at the same time. The ruling is a district court decision, binding on no other court, and IBM may pursue further review.',
    },
    { type: 'heading', level: 2, text: 'Implications for severance and RIF design' },
    {
      type: 'paragraph',
      text: 'For HR leaders, the case is a reminder that the cheapest release is not always the safest. A carefully drafted OWBPA-compliant waiver requires disclosures that can be uncomfortable in a large reduction in force, but it yields a release that courts routinely enforce. An arbitration-only structure avoids the disclosures while leaving claims alive, and its most aggressive terms, short deadlines and confidentiality, are exactly the provisions now drawing judicial scrutiny. When those provisions fall, employers face claims years after a layoff, when records and witnesses are harder to marshal.',
    },
    {
      type: 'actionItems',
      title: 'What HR and legal teams should review',
      items: [
        'Audit severance and arbitration templates for any clause that shortens statutory filing periods, and assess enforceability circuit by circuit with counsel.',
        'Compare the risk of an OWBPA-compliant ADEA waiver, with its required disclosures, against an arbitration-only approach before the next reduction in force.',
        'Preserve selection criteria, decision-maker notes and demographic data from every layoff for the full period in which claims could still be filed.',
        'Run adverse-impact analyses by age before finalizing RIF lists, and document business reasons for each selection.',
        'Review confidentiality terms in arbitration agreements for overbreadth that could invite challenges or reputational harm.',
      ],
    },
  ],
  citations: [
    {
      title: "Arbitration pact didn't waive ADEA limitations period",
      publisher: 'Massachusetts Lawyers Weekly (via Johnson, Webbert & Garvan)',
      url: 'https://www.johnsonwebbert.com/news/2025/october/arbitration-pact-didn-t-waive-adea-limitations-p/',
    },
    {
      title: 'Rumsey v. IBM',
      publisher: 'Public Justice',
      url: 'https://www.publicjustice.net/case_brief/rumsey-v-ibm',
    },
    {
      title: 'In re IBM Arb. Agreement Litig., No. 22-1728 (2d Cir. 2023)',
      publisher: 'Justia',
      url: 'https://law.justia.com/cases/federal/appellate-courts/ca2/22-1728/22-1728-2023-08-04.html',
    },
    {
      title: 'Hiding from Justice: Second Circuit Says IBM Safe from ADEA Accountability',
      publisher: 'Public Justice',
      url: 'https://www.publicjustice.net/hiding-from-justice-second-circuit-says-ibm-safe-from-adea-accountability/',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ibm-arbitration-age-bias',
    article: slug,
    title:
      "Court Voids IBM's 300-Day Arbitration Deadline, Reviving Laid-Off Worker's Age-Bias Claim",
    excerpt:
      'A Massachusetts federal judge ruled an arbitration pact cannot shorten ADEA filing deadlines, in tension with a 2023 Second Circuit ruling. Employers should revisit severance and RIF release strategy.',
    categories: ['talent', 'culture'],
    homeLabel: 'Legal & Compliance',
  },
]
