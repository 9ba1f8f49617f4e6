import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'ibm-arbitration-age-bias'

const cohenMilstein =
  'https://www.cohenmilstein.com/federal-court-in-boston-rules-that-ibm-broke-federal-law-by-trying-to-shorten-the-deadline-for-suing-it-over-age-discrimination'
const secondCircuit =
  'https://law.justia.com/cases/federal/appellate-courts/ca2/22-1728/22-1728-2023-08-04.html'
const supremeCourt =
  'https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/23-795.html'
const registerPetition = 'https://www.theregister.com/2024/01/23/ibm_supreme_court/'
const wralEeoc =
  'https://wraltechwire.com/2020/09/14/feds-ibm-did-discriminate-against-older-workers-in-making-layoffs/'
const register = 'https://www.theregister.com/2022/06/13/ibm_discrimination_email/'
const reuters =
  'https://www.reuters.com/legal/litigation/judge-upholds-ibm-workers-arbitration-pacts-age-bias-litigation-2022-07-14/'

// HR Dive's report (hrdive.com/news/ibm-arbitration-age-discrimination-massachusetts/802619)
// carries the ruling's date, Rumsey's age and month of layoff and the 89 days. No copy of the page
// we could find shows its headline or publish date, so the text names HR Dive for those facts but
// lists no citation for it rather than one with an invented headline or date.
export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Judge voids IBM’s 300-day arbitration deadline for age-bias claims, deepening a split over severance terms',
  dek: 'A federal judge in Massachusetts ruled that an arbitration agreement cannot shorten the ADEA’s filing deadlines, letting a laid-off IBM worker’s age claim go forward. The decision sits uneasily with a 2023 Second Circuit ruling that upheld the same IBM clause.',
  topic: 'Legal & Compliance',
  topics: ['age-discrimination', 'arbitration', 'eeoc', 'layoffs'],
  publishedAt: '2025-10-20',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-25',
    text: 'An earlier version presented a case-summary service’s wording as a quotation from the Second Circuit; the phrase now quoted appears in the opinion. It said the EEOC found that more than 85% of employees targeted for layoff were older workers; the agency said they made up 85.85% of the pool considered for layoff.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: `A former IBM employee whose age discrimination claim the company said was filed too late may pursue it after all, a federal judge in Massachusetts has ruled. In *Rumsey v. International Business Machines Corp.*, U.S. District Judge Angel Kelley held on Sept. 30 that the claim was timely even though it missed the deadline IBM wrote into the separation agreements it gave laid-off workers, because the Age Discrimination in Employment Act’s limitations period is a substantive right that a contract cannot shorten, according to HR Dive’s report of the case and [Rumsey’s co-counsel](${cohenMilstein}), who announced the ruling on Oct. 8. The ruling is hard to square with a 2023 Second Circuit decision that enforced the same IBM clause against a different challenge.`,
    },
    {
      type: 'diveBrief',
      points: [
        'IBM laid Michael Rumsey off in a group layoff in March 2016, when he was 52, HR Dive reported. His separation agreement sent federal age discrimination claims to individual arbitration, and IBM read it as requiring any claim to be filed within 300 days of the layoff, according to his lawyers.',
        'Rumsey filed an age discrimination charge with the EEOC 89 days after he was let go, HR Dive reported. Under the ADEA, the time to sue runs from the end of the EEOC’s handling of a charge, which can take years; Rumsey’s lawyers say he would have had more than four years to bring his claim in court. When IBM treated his claim as barred by its deadline, he asked a federal court to declare the deadline invalid.',
        'Kelley held that the ADEA’s statute of limitations is a substantive right that cannot be shortened by contract, and that Rumsey’s claim was timely.',
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
      text: `The design has largely held up in court. On Aug. 4, 2023, a Second Circuit panel in [*In re IBM Arbitration Agreement Litigation*, No. 22-1728](${secondCircuit}), rejected the claims of 26 former employees who had missed the deadline and argued that it was unenforceable because it did not incorporate the piggybacking rule, which lets a worker rely on a colleague’s timely EEOC charge. The panel, Judges Rosemary Pooler, Richard Wesley and Michael Park, called the rule “a judge-made exception to the ADEA’s administrative-exhaustion requirements.” The court held that the rule does not apply in arbitration and is not a substantive right under the statute, and it upheld the sealing of confidential arbitration documents that the workers’ lawyers had filed in court. The Supreme Court [declined to hear](${supremeCourt}) the workers’ appeal in February 2024.`,
    },
    { type: 'heading', level: 2, text: 'What the Massachusetts court decided' },
    {
      type: 'paragraph',
      text: 'Rumsey’s challenge was different from the piggybacking claims the Second Circuit rejected. Those workers relied on colleagues’ EEOC charges to excuse their own late filings; Rumsey attacked the deadline itself. The ADEA gives a worker 300 days in states such as Massachusetts to file a charge with the agency, then 90 days after the EEOC issues a right-to-sue notice to file in court. A contract that requires a claim within 300 days of a layoff means a worker who waits for the agency, as the statute contemplates, can lose the claim before the EEOC has finished.',
    },
    {
      type: 'paragraph',
      text: `Kelley concluded that the limitations period is substantive. Substantive ADEA rights cannot be given up by agreeing to arbitrate, so on her reasoning a contractual deadline cannot cut off a claim that would have been timely in court. The Sixth Circuit has taken a similar view, holding that contracts cannot shorten the filing schemes of federal anti-discrimination laws. The former IBM workers cited that split when they asked the Supreme Court to take up the Second Circuit case, [The Register reported](${registerPetition}).`,
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Where the courts stand',
      text: 'The Second Circuit has enforced IBM’s timeliness clause against workers relying on other employees’ charges. A Massachusetts federal court has now refused to enforce it against a worker who challenged the deadline itself. The Sixth Circuit has held that contracts cannot shorten federal anti-discrimination filing schemes. The Massachusetts ruling comes from a single district court and binds no other court, but employers with national workforces can get different answers depending on where a former employee brings a challenge.',
    },
    { type: 'heading', level: 2, text: 'The evidence fight behind the deadlines' },
    {
      type: 'paragraph',
      text: `The Rumsey ruling addresses deadlines, not secrecy, but the two issues are linked. Confidentiality terms keep what one claimant learns in arbitration out of the next case, which is why the sealing question reached the Second Circuit. The stakes are high because of what the wider record contains. In a 2020 determination, the EEOC said its investigation had uncovered “top-down messaging” from IBM’s highest ranks directing managers to cut the headcount of older workers to make room for early-career hires, and that older workers made up 85.85% of the pool of employees considered for layoff, according to the [letter as reported by WRAL TechWire](${wralEeoc}).`,
    },
    {
      type: 'paragraph',
      text: `Court filings made public in February 2022 quoted executive emails that referred to older employees as “dinobabies,” as [Rumsey’s co-counsel recounted](${cohenMilstein}) in announcing the Rumsey ruling. A New Jersey judge later described one such email, sent in 2016 by a senior vice president, in an order requiring IBM to produce internal messages, [The Register reported](${register}). IBM has denied engaging in discrimination and has maintained that older workers were fired or left the company for various reasons, [Reuters reported](${reuters}).`,
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
      title:
        'Federal court in Boston rules that IBM broke federal law by trying to shorten the deadline for suing it over age discrimination',
      publisher: 'Cohen Milstein Sellers & Toll (co-counsel for Rumsey)',
      url: cohenMilstein,
      publishedAt: '2025-10-08',
      kind: 'analysis',
    },
    {
      title:
        'In re IBM Arbitration Agreement Litigation, No. 22-1728 (2d Cir. Aug. 4, 2023), opinion',
      publisher: 'U.S. Court of Appeals for the Second Circuit',
      url: secondCircuit,
      publishedAt: '2023-08-04',
      kind: 'primary',
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
