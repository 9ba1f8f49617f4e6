import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'ibm-arbitration-age-bias'

const mlw =
  'https://www.johnsonwebbert.com/news/2025/october/arbitration-pact-didn-t-waive-adea-limitations-p/'
const cohenMilstein =
  'https://www.cohenmilstein.com/federal-court-in-boston-rules-that-ibm-broke-federal-law-by-trying-to-shorten-the-deadline-for-suing-it-over-age-discrimination'
const secondCircuit =
  'https://nydailyrecord.com/2023/09/12/second-circuit-arbitration-in-re-ibm-arbitration-agreement-litigation/'
const supremeCourt =
  'https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/23-795.html'
const registerPetition = 'https://www.theregister.com/2024/01/23/ibm_supreme_court/'
const wralEeoc =
  'https://wraltechwire.com/2020/09/14/feds-ibm-did-discriminate-against-older-workers-in-making-layoffs/'
const register = 'https://www.theregister.com/2022/06/13/ibm_discrimination_email/'
const reuters =
  'https://www.reuters.com/legal/litigation/judge-upholds-ibm-workers-arbitration-pacts-age-bias-litigation-2022-07-14/'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Judge voids IBM’s 300-day arbitration deadline for age-bias claims, deepening a split over severance terms',
  dek: 'A federal judge in Massachusetts ruled that an arbitration agreement cannot shorten the ADEA’s filing deadlines, letting a laid-off IBM worker’s age claim go forward. The decision sits uneasily with a 2023 Second Circuit ruling that upheld the same IBM clause.',
  topic: 'Legal & Compliance',
  topics: ['age-discrimination', 'arbitration', 'eeoc', 'layoffs'],
  publishedAt: '2025-10-20',
  updatedAt: '2026-11-22',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version presented a case-summary service’s description of the Second Circuit’s 2023 ruling as a quotation from the court; the story now quotes the opinion itself. It also said the EEOC found that more than 85% of employees targeted for layoff were older workers; the agency’s 2020 determination said older workers made up 85.85% of the pool of employees considered for layoff.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: `A former IBM employee who filed an age discrimination charge with the U.S. Equal Employment Opportunity Commission, and waited years for the agency to finish before demanding arbitration, may pursue his claim, a federal judge in Massachusetts has ruled. In *Rumsey v. International Business Machines Corp.*, decided Sept. 30, U.S. District Judge Angel Kelley held that the 300-day deadline in the arbitration agreement IBM attached to its severance package is invalid, because the Age Discrimination in Employment Act’s limitations period is a substantive right that a contract cannot waive, [Massachusetts Lawyers Weekly reported](${mlw}) on Oct. 15. The ruling is hard to square with a 2023 Second Circuit decision that enforced the same IBM clause against a different challenge.`,
    },
    {
      type: 'diveBrief',
      points: [
        'Michael Rumsey was 52 when IBM laid him off in 2016 as part of a group reduction in force. His separation agreement required him to arbitrate his claims and to file any arbitration demand within 300 days of a claim arising.',
        'Rather than demanding arbitration right away, Rumsey filed a timely age discrimination charge with the EEOC. More than four years after his layoff, and within 90 days of receiving a right-to-sue notice, he filed his arbitration demand. IBM called it untimely; Rumsey sued for a declaration that the deadline was invalid, and IBM moved to dismiss.',
        'Kelley denied the motion. She held that the ADEA’s filing deadlines are substantive and that Rumsey had 90 days from the right-to-sue notice to file his demand, as he would have had in court.',
        `Rumsey is represented by the advocacy group Public Justice and co-counsel including Cohen Milstein Sellers & Toll, which announced the decision on Oct. 8.`,
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: `IBM’s separation agreements have long been a test of how far an employer can use arbitration to manage age discrimination exposure after large layoffs. The agreements released nearly every claim except those under the federal age law, which had to be arbitrated individually, on a fixed deadline and under a confidentiality clause. Because the ADEA claims were not waived, the company did not have to make the disclosures the Older Workers Benefit Protection Act requires for a valid group waiver, including the ages and job titles of those selected and not selected for layoff.`,
    },
    {
      type: 'paragraph',
      text: `The design has largely held up in court. In August 2023, a Second Circuit panel in *In re IBM Arbitration Agreement Litigation*, No. 22-1728, [summarized by The Daily Record](${secondCircuit}), rejected the claims of 26 former employees who had missed the deadline and argued that it was unenforceable because it did not incorporate the piggybacking rule, which lets a worker rely on a colleague’s timely EEOC charge. Writing for Judges Rosemary Pooler and Richard Wesley, Judge Michael Park described the rule as “a judge-made exception to the ADEA’s administrative-exhaustion requirements.” The court held that the rule does not apply in arbitration and is not a substantive right under the statute, and it upheld the sealing of confidential arbitration documents that the workers’ lawyers had filed in court. The Supreme Court [declined to hear](${supremeCourt}) the workers’ appeal in February 2024.`,
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
      text: 'Rumsey’s challenge was narrower than the piggybacking claims the Second Circuit rejected, and in one respect stronger: he had filed his own timely EEOC charge. The ADEA gives a worker 300 days in states such as Massachusetts to file a charge with the agency, then 90 days after the EEOC issues a right-to-sue notice to file in court. IBM’s agreement tied the arbitration deadline to the charge-filing deadline, so a worker who waited for the agency, as the statute contemplates, could lose the claim before the EEOC had finished.',
    },
    {
      type: 'paragraph',
      text: `Kelley concluded that the limitations scheme is substantive. Because substantive ADEA rights cannot be waived in arbitration any more than in court, she reasoned, the 300-day clause could not cut off a claim that would have been timely in litigation, and Rumsey’s demand, filed within 90 days of his right-to-sue notice, was on time. The Sixth Circuit has taken a similar view, holding that contracts cannot shorten the filing schemes of federal anti-discrimination laws. The former IBM workers cited that split when they asked the Supreme Court to take up the Second Circuit case, [The Register reported](${registerPetition}).`,
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Where the courts stand',
      text: 'The Second Circuit has enforced IBM’s timeliness clause against workers relying on other employees’ charges. A Massachusetts federal court has now refused to enforce it against a worker who filed his own charge. The Sixth Circuit has held that contracts cannot shorten federal anti-discrimination filing schemes. Employers with national workforces can get different answers depending on where a former employee brings a challenge.',
    },
    { type: 'heading', level: 2, text: 'The evidence fight behind the deadlines' },
    {
      type: 'paragraph',
      text: `The Rumsey ruling addresses deadlines, not secrecy, but the two issues are linked. Confidentiality terms keep what one claimant learns in arbitration out of the next case, which is why the sealing question reached the Second Circuit. The stakes are high because of what the wider record contains. In a determination dated Aug. 31, 2020, the EEOC said its investigation had uncovered “top-down messaging” from IBM’s highest ranks directing managers to cut the headcount of older workers to make room for early-career hires, and that older workers made up 85.85% of the pool of employees considered for layoff, according to the [letter as reported by WRAL TechWire](${wralEeoc}).`,
    },
    {
      type: 'paragraph',
      text: `Court filings made public in February 2022 quoted executive emails that referred to older employees as “dinobabies,” as [Rumsey’s co-counsel recounted](${cohenMilstein}) in announcing the Rumsey ruling. A New Jersey judge later described one such email, sent in 2016 by a senior vice president, in an order requiring IBM to produce internal messages, [The Register reported](${register}). IBM has denied engaging in discrimination and has maintained that older workers were fired or left the company for various reasons, [Reuters reported](${reuters}).`,
    },
    {
      type: 'paragraph',
      text: `Management-side lawyers see real costs in the Massachusetts approach. Alicia Samolis, who chairs the employment and labor practice at Partridge Snow & Hahn, told Massachusetts Lawyers Weekly that long agency delays leave witnesses departed or uncooperative by the time arbitration begins, and that nothing prevents a worker who files an EEOC charge from filing an arbitration demand at the same time. The decision comes from a single district court and binds no other court.`,
    },
    { type: 'heading', level: 2, text: 'Implications for severance and RIF design' },
    {
      type: 'paragraph',
      text: 'The case is a reminder that the cheapest release is not always the safest. An OWBPA-compliant waiver requires disclosures that can be uncomfortable in a large reduction in force, but a properly executed one ends federal age claims. An arbitration-only structure avoids the disclosures while leaving the claims alive, and its most aggressive terms, short deadlines and confidentiality, are the provisions now drawing judicial scrutiny. When those terms fail, an employer can face claims years after a layoff, when records are thinner and witnesses harder to find.',
    },
    {
      type: 'actionItems',
      title: 'What HR and legal teams should review',
      items: [
        'Check severance and arbitration templates for any clause that ties a filing deadline to the agency-charge window or otherwise shortens statutory periods, and assess enforceability circuit by circuit with counsel.',
        'Weigh an OWBPA-compliant ADEA waiver, with its required disclosures, against an arbitration-only approach before the next reduction in force.',
        'Keep selection criteria, decision-maker notes and demographic analyses from every layoff for as long as claims could still be filed, which may mean years after an EEOC charge.',
        'Run adverse-impact analyses by age before finalizing RIF lists, and document the business reason for each selection.',
      ],
    },
  ],
  citations: [
    {
      title: 'Arbitration pact didn’t waive ADEA limitations period',
      publisher: 'Massachusetts Lawyers Weekly (republished by Johnson & Webbert)',
      url: mlw,
      publishedAt: '2025-10-15',
      kind: 'republication',
    },
    {
      title:
        'Federal court in Boston rules that IBM broke federal law by trying to shorten the deadline for suing it over age discrimination',
      publisher: 'Cohen Milstein Sellers & Toll',
      url: cohenMilstein,
      publishedAt: '2025-10-08',
      kind: 'primary',
    },
    {
      title: 'Second Circuit – Arbitration: In re IBM Arbitration Agreement Litigation',
      publisher: 'The Daily Record (New York)',
      url: secondCircuit,
      publishedAt: '2023-09-12',
      kind: 'reporting',
    },
    {
      title: 'Abelar v. International Business Machines Corp., No. 23-795, docket',
      publisher: 'Supreme Court of the United States',
      url: supremeCourt,
      publishedAt: '2024-01-24',
      kind: 'primary',
    },
    {
      title: 'Ex-IBM staff ask US Supremes for help in bringing age-discrimination battle to court',
      publisher: 'The Register',
      url: registerPetition,
      publishedAt: '2024-01-23',
      kind: 'reporting',
    },
    {
      title: 'Feds: IBM did discriminate against older workers in making layoffs',
      publisher: 'WRAL TechWire',
      url: wralEeoc,
      publishedAt: '2020-09-14',
      kind: 'reporting',
    },
    {
      title: 'IBM ordered to hand over ex-CEO emails plotting cuts in older workers',
      publisher: 'The Register',
      url: register,
      publishedAt: '2022-06-13',
      kind: 'reporting',
    },
    {
      title: 'Judge upholds IBM workers’ arbitration pacts in age bias litigation',
      publisher: 'Reuters',
      url: reuters,
      publishedAt: '2022-07-14',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-ibm-arbitration-age-bias',
    article: slug,
    title:
      'Court voids IBM’s 300-day arbitration deadline, letting a laid-off worker’s age-bias claim proceed',
    excerpt:
      'A Massachusetts federal judge ruled that an arbitration agreement cannot shorten ADEA filing deadlines, in tension with a 2023 Second Circuit ruling. Employers should revisit severance and RIF release strategy.',
    categories: ['talent', 'culture'],
    homeLabel: 'Legal & Compliance',
  },
]
