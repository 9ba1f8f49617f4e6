import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'amazon-workers-lawsuit'
// The attorney general's own page for the Oct. 22 release could not be found, so the release is
// cited by the verbatim copy co-counsel Cohen Milstein (which represents the state) published.
const agRelease =
  'https://www.cohenmilstein.com/attorney-general-platkin-and-division-on-civil-rights-file-complaint-against-amazon-alleging-widespread-pattern-of-pregnancy-and-disability-discrimination'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'New Jersey sues Amazon, saying its warehouses pushed pregnant and disabled workers onto unpaid leave',
  dek: 'The state’s Oct. 22 civil rights complaint targets how Amazon handles accommodation requests, from unpaid leave while requests are pending to firings over productivity targets. Amazon calls the claims “simply not true.”',
  topic: 'Employee Rights',
  topics: ['disability-rights', 'women-in-the-workforce', 'retaliation'],
  publishedAt: '2025-10-28',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-27',
    text: 'An earlier version of this story called Amazon New Jersey’s largest employer. The New Jersey attorney general’s office, announcing the complaint, described Amazon as the state’s largest private employer.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'New Jersey Attorney General Matthew J. Platkin and the state’s Division on Civil Rights filed a complaint in state Superior Court on Oct. 22 accusing Amazon of a pattern or practice of discrimination against pregnant workers and workers with disabilities in its New Jersey warehouses. The state says Amazon put employees on unpaid leave when they asked for accommodations, delayed or denied reasonable requests, retaliated against some who asked and fired others who had been accommodated for missing the company’s productivity requirements. It was the second suit the state filed against the company that week. Amazon denies the allegations. For HR leaders, the case is less about one employer than about a question every large workforce faces: whether an accommodation process built for volume still works for the individual.',
    },
    {
      type: 'diveBrief',
      points: [
        'The 10-count complaint, brought under the New Jersey Law Against Discrimination, follows what the attorney general’s office called a years-long investigation of Amazon’s treatment of pregnant workers and workers with disabilities at dozens of warehouses across the state.',
        'New Jersey alleges that Amazon placed workers on unpaid leave when they requested accommodations, unreasonably delayed responses, denied reasonable accommodations, retaliated against workers who asked, and fired some accommodated workers for failing to meet productivity requirements.',
        'According to the attorney general’s office, Amazon’s New Jersey warehouse workers made more than 27,000 pregnancy- and disability-related accommodation requests over a recent two-year period. Platkin said the company waits weeks to respond to such requests, KYW Newsradio reported.',
        'The state seeks unspecified compensatory and punitive damages, penalties and a court order requiring Amazon to change its practices, NJBIZ reported.',
        'Amazon called the claims “simply not true” and said its approval rate for pregnancy accommodation requests is higher than 99%.',
      ],
    },
    { type: 'diveInsight', heading: 'What the state is targeting' },
    {
      type: 'paragraph',
      text: 'The complaint reads less like a list of individual grievances than a description of a system. The Law Against Discrimination requires employers to provide reasonable accommodations unless doing so would cause undue hardship, and to engage in an interactive process with the employee to work out what is possible. New Jersey’s theory is that Amazon’s procedures undercut both duties at scale: requests went unanswered for too long, workers were sent home without pay while they waited, and some workers who did win accommodations were later fired for missing productivity requirements.',
    },
    {
      type: 'pullQuote',
      quote:
        'You get pregnant, you ask for an accommodation you are entitled to under state law, what is their response? They put you on unpaid leave. They take your paycheck away, just for asking for what you are legally entitled to.',
      attribution: 'New Jersey Attorney General Matthew J. Platkin, as reported by KYW Newsradio',
      context: 'Oct. 22, 2025',
    },
    {
      type: 'paragraph',
      text: 'Amazon is New Jersey’s largest private employer, as the attorney general’s office put it, with about 50,000 workers in the state, KYW Newsradio reported. More than 27,000 requests in two years works out to more than one an hour, around the clock. That volume is the point: at that scale, an employer’s default practices, not any one manager’s judgment, decide most outcomes.',
    },
    { type: 'heading', level: 2, text: 'Amazon’s response' },
    {
      type: 'paragraph',
      text: 'In a statement reported by KYW Newsradio, an Amazon spokesperson said claims that the company does not follow laws such as the Pregnant Workers Fairness Act or the New Jersey Law Against Discrimination are “simply not true.” The company said it has processed more than 72,500 pregnancy accommodation requests in its U.S. operations since 2022, that its current approval rate for those requests is higher than 99% and that it offers eligible birthing parents up to 20 weeks of fully paid leave. None of the state’s allegations has been tested in court.',
    },
    {
      type: 'paragraph',
      text: 'The discrimination case followed a separate suit earlier the same week in which the attorney general and New Jersey’s labor commissioner accused Amazon of misclassifying its Flex delivery drivers as independent contractors. That eight-count complaint, filed in Essex County, alleges that Amazon denied drivers wages and benefits and failed to pay into the state’s unemployment and disability funds. An Amazon spokesperson said that suit is wrong on the facts and the law, ROI-NJ reported.',
    },
    { type: 'heading', level: 2, text: 'A familiar pattern of claims' },
    {
      type: 'paragraph',
      text: 'The themes in New Jersey’s complaint have surfaced before. In 2022, New York’s Division of Human Rights filed a complaint alleging that Amazon forced pregnant workers and workers with disabilities to take unpaid leave instead of accommodating them. In 2024, a proposed class action filed in federal court in Texas on behalf of warehouse workers called the company’s A to Z app, through which accommodation requests are submitted, “a disaster” that routinely denies requests and fails to engage in the interactive process the Americans with Disabilities Act requires, BenefitsPRO reported.',
    },
    {
      type: 'paragraph',
      text: 'Corporate employees have raised similar concerns. Bloomberg reported in June that at least two Amazon employees had filed complaints with the Equal Employment Opportunity Commission and the National Labor Relations Board over how the company handled disability accommodation requests tied to its mandate that staff report to the office five days a week, and that its use of artificial intelligence to help manage those requests had stirred internal opposition. An Amazon spokesperson told Bloomberg that the process is empathetic and that the interactions are not automated.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Leave is not a default accommodation',
      text: 'The federal Pregnant Workers Fairness Act bars covered employers from requiring an employee to take paid or unpaid leave if another reasonable accommodation can be provided. New Jersey argues that its own law likewise requires employers to make reasonable arrangements so pregnant workers and workers with disabilities can keep working, rather than sending them home without pay when they ask. Policies that send employees home until the paperwork clears are exactly what the state’s complaint describes.',
    },
    { type: 'heading', level: 2, text: 'Where process design becomes legal exposure' },
    {
      type: 'paragraph',
      text: 'Automating intake, routing and documentation of accommodation requests is not unlawful in itself. The risk arises when the system replaces the conversation: when an employee cannot reach a person, when a request is closed for paperwork that was never required, or when productivity software keeps measuring an accommodated worker against an unadjusted target. Employers that have digitized accommodations should be able to show where a trained person makes the decision and how the outcome flows into scheduling and performance systems.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Time to decision:** how long requests sit between submission and a substantive response, broken out by site and request type.',
        '**Leave while pending:** how many employees are placed on leave during review, and for how long.',
        '**Quota interaction:** whether performance and attendance systems adjust automatically once an accommodation is approved.',
        '**Appeals:** whether a denied or closed request can reach a person who has authority to change the outcome.',
      ],
    },
    {
      type: 'takeaways',
      title: 'What HR leaders can take from the New Jersey case',
      items: [
        'Map the full accommodation workflow, including apps, vendors and any automated triage, and document where a trained person decides.',
        'End automatic unpaid leave while requests are pending unless no other accommodation is workable, and record why.',
        'Connect accommodation approvals to productivity, attendance and scheduling systems so accommodated workers are not disciplined against unadjusted targets.',
        'Track request volumes, approval rates and response times by location; delays and unpaid leave while requests are pending are at the heart of New Jersey’s case.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Attorney General Platkin and Division on Civil Rights File Complaint Against Amazon Alleging Widespread Pattern of Pregnancy and Disability Discrimination',
      publisher:
        'New Jersey Office of the Attorney General (release as published by co-counsel Cohen Milstein)',
      url: agRelease,
      publishedAt: '2025-10-22',
      kind: 'primary',
    },
    {
      title: 'NJ sues Amazon over worker discrimination claims',
      publisher: 'NJBIZ',
      url: 'https://njbiz.com/new-jersey-sues-amazon-worker-discrimination',
      publishedAt: '2025-10-23',
      kind: 'reporting',
    },
    {
      title: 'New Jersey files discrimination suit against Amazon',
      publisher: 'KYW Newsradio',
      url: 'https://www.audacy.com/kywnewsradio/news/local/new-jersey-files-discrimination-suit-against-amazon',
      publishedAt: '2025-10-22',
      kind: 'reporting',
    },
    {
      title: 'State AG, labor commissioner sue Amazon for exploiting delivery workers',
      publisher: 'ROI-NJ',
      url: 'https://www.roi-nj.com/2025/10/23/law/state-ag-labor-commissioner-sue-amazon-for-exploiting-delivery-workers/',
      publishedAt: '2025-10-23',
      kind: 'reporting',
    },
    {
      title: 'Amazon’s Return-to-Office Mandate Sparks Disability Complaints',
      publisher: 'Bloomberg',
      url: 'https://www.bloomberg.com/news/articles/2025-06-12/amazon-s-return-to-office-mandate-sparks-disability-complaints',
      publishedAt: '2025-06-12',
      kind: 'reporting',
    },
    {
      title: 'Amazon sued over app that allegedly denies disability accommodations',
      publisher: 'BenefitsPRO',
      url: 'https://benefitspro.com/2024/07/18/class-action-suit-amazons-hr-app-doesnt-accommodate-employees-disabilities-412-171708/',
      publishedAt: '2024-07-18',
      kind: 'reporting',
    },
    {
      title:
        'New York State Division of Human Rights files discrimination complaint against Amazon',
      publisher: 'JURIST',
      url: 'https://www.jurist.org/news/2022/05/new-york-state-division-of-human-rights-files-discrimination-complaint-against-amazon/',
      publishedAt: '2022-05-18',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-amazon-workers-lawsuit-talent',
    article: slug,
    title: 'New Jersey sues Amazon over unpaid leave for pregnant and disabled warehouse workers',
    excerpt:
      'A state civil rights complaint filed Oct. 22 accuses Amazon of sidelining pregnant and disabled warehouse workers instead of accommodating them. Amazon says the claims are not true.',
    categories: ['talent'],
    homeLabel: 'Employee Rights',
  },
  {
    id: 'summary-amazon-workers-lawsuit-analytics',
    article: slug,
    title:
      '27,000 requests in two years: Amazon case puts accommodation metrics and automation under scrutiny',
    excerpt:
      'New Jersey’s case against Amazon leans on request volumes, delays and unpaid leave. HR teams running app-based accommodation workflows should know what their own numbers would show.',
    categories: ['analytics'],
    homeLabel: 'Legal & Compliance',
    image: alternateImage(slug),
  },
]
