import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'amazon-workers-lawsuit'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'Amazon Workers Sue Over Disability Accommodations as New Jersey Opens a Second Front',
  dek: 'Nine employees filed a proposed ADA class action in Seattle on Oct. 20, targeting remote-work denials, unpaid leave and an app-driven request process. Two days later, New Jersey sued over the treatment of pregnant and disabled warehouse workers.',
  topic: 'Employee Rights',
  publishedAt: '2025-10-28',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Nine current and former Amazon employees asked a federal court in Seattle on Oct. 20 to let them litigate on behalf of disabled workers across the company, alleging that Amazon turns down nearly every medical request to work remotely, moves employees onto unpaid leave instead of accommodating them and routes requests through an app-based, partly automated system that leaves little room for the individual dialogue the Americans with Disabilities Act expects. Two days later, New Jersey Attorney General Matthew J. Platkin filed a pattern-or-practice complaint accusing the company of discriminating against pregnant and disabled workers in its warehouses statewide. The two cases arrive from different directions, one from employees and one from a state enforcer, but they question the same thing: whether an accommodation process built for scale still works for the individual.',
    },
    {
      type: 'diveBrief',
      points: [
        'The proposed class action was filed Oct. 20 in the U.S. District Court for the Western District of Washington by nine employees from several divisions and states, represented by New York firm Harman Green PC. It asserts ADA claims and must win class certification to proceed as a class.',
        'The plaintiffs allege Amazon denies medical remote-work requests under its five-day office policy, places employees on unpaid leave or terminates them, and uses artificial intelligence in handling requests submitted through its internal A to Z app.',
        'According to reporting on the filing, the complaint cites an internal Amazon estimate of roughly 725 accommodation requests a day, or more than 250,000 a year.',
        'On Oct. 22, New Jersey sued Amazon in state Superior Court under the Law Against Discrimination, alleging that since October 2015 the company delayed, denied and retaliated against accommodation requests from pregnant and disabled warehouse workers.',
        'Amazon has called the New Jersey allegations "simply not true" and says its approval rate for pregnancy accommodation requests is higher than 99%.',
      ],
    },
    { type: 'diveInsight', heading: 'Two lawsuits, one question about process' },
    { type: 'heading', level: 2, text: 'What the employees allege' },
    {
      type: 'paragraph',
      text: 'The federal complaint reads less like a single grievance than a catalog of how requests allegedly stall. The lead plaintiff, Ashley Cook, is described in coverage of the suit as a Texas-based cloud engineer and military veteran who asked to work remotely after a diagnosis of uterine fibroids. She says her requests through the A to Z app went unanswered and that she was eventually placed on unpaid leave she had not asked for. Another plaintiff, Amy Rooker, an investment manager at Amazon Web Services, says she was fired after a request to work from home because of chronic pain from a car accident was turned down.',
    },
    {
      type: 'paragraph',
      text: 'The suit is not confined to corporate roles. It also describes warehouse employees who say they were dismissed or put on unpaid leave after hospitalizations or seizure-related episodes. The plaintiffs contend that their experiences are typical of tens of thousands of current and former workers, a claim the court will test if and when they move for certification.',
    },
    {
      type: 'paragraph',
      text: "The backdrop is Amazon's requirement that most corporate staff work from the office five days a week, a policy that took effect at the start of 2025. Disabled employees had already taken their objections to regulators: [Bloomberg reported in June](https://www.bloomberg.com/news/articles/2025-06-12/amazon-s-return-to-office-mandate-sparks-disability-complaints) that at least two workers had filed complaints with the Equal Employment Opportunity Commission and the National Labor Relations Board over how the company handled accommodation requests tied to the mandate. Amazon told Bloomberg at the time that it addresses disabled workers' individual needs.",
    },
    { type: 'heading', level: 2, text: "New Jersey's parallel case" },
    {
      type: 'paragraph',
      text: "The state action, brought with the Division on Civil Rights after what the attorney general's office called a years-long investigation, concentrates on the warehouse floor. New Jersey says Amazon, the state's largest private employer with roughly 50,000 warehouse workers there, placed employees on unpaid leave while their requests were pending, dragged out responses, rejected reasonable adjustments such as lifting limits and extra breaks, and fired some workers who sought help. It also alleges that workers who did receive accommodations were later terminated for missing the company's productivity targets. In one example the state highlighted, a pregnant employee approved for additional breaks and a 15-pound lifting limit was fired less than a month later for not meeting packing numbers.",
    },
    {
      type: 'paragraph',
      text: 'According to the state, New Jersey warehouse workers submitted more than 27,000 accommodation requests over a recent two-year span, more than one an hour. The 10-count complaint seeks compensatory and punitive damages, civil penalties and a court order requiring Amazon to change its practices. It was the second suit the state filed against Amazon that week: on Oct. 20, New Jersey also accused the company of misclassifying its Flex delivery drivers as independent contractors, a claim Amazon has said is wrong on the facts and the law.',
    },
    {
      type: 'pullQuote',
      quote:
        'Put simply, Amazon has exploited pregnant workers and workers with disabilities in its New Jersey warehouses. In building a trillion-dollar business, Amazon has flagrantly violated their rights and ignored their well-being – all while it continues to profit off their labor.',
      attribution: 'New Jersey Attorney General Matthew J. Platkin',
      context: "Statement announcing the state's complaint, Oct. 22, 2025",
    },
    {
      type: 'paragraph',
      text: 'Amazon disputes the state\'s account. Spokesperson Kelly Nantel said claims that the company does not follow laws such as the Pregnant Workers Fairness Act or the Law Against Discrimination are "simply not true." The company said it has processed more than 72,500 pregnancy accommodation requests in its U.S. operations since 2022 and offers eligible birthing parents up to 20 weeks of fully paid leave. None of the allegations in either case has been tested in court.',
    },
    { type: 'heading', level: 2, text: 'Where process design becomes legal exposure' },
    {
      type: 'paragraph',
      text: "Read together, the filings share a theory: that the harm lies less in any single manager's decision than in the system around it. The same themes appeared in a 2022 complaint by the New York State Division of Human Rights, which also accused Amazon of pushing pregnant and disabled warehouse workers onto unpaid leave, and in a 2024 proposed class action in Texas that described the A to Z app as a barrier to the interactive process. Whatever the outcome here, plaintiffs and regulators have settled on a playbook that targets intake channels, default leave practices and productivity rules rather than individual denials.",
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Leave is not a default accommodation',
      text: 'The federal Pregnant Workers Fairness Act bars covered employers from requiring an employee to take paid or unpaid leave if another reasonable accommodation can be provided. New Jersey argues its own law prohibits parking workers on unpaid leave while a request is pending. Policies that send employees home "until the paperwork clears" are exactly what both lawsuits describe.',
    },
    {
      type: 'paragraph',
      text: "The allegation about artificial intelligence deserves particular attention from HR technology buyers. Automating intake, routing and documentation is not unlawful in itself. The legal risk arises when automation replaces the conversation: when an employee cannot reach a person, when a request is closed for a missing form that was never required, or when a model or rules engine effectively decides the outcome without anyone weighing the individual's limitations against the job. Employers that have digitized accommodations should be able to show where a human decision-maker enters the process and how often that person overrides the system's default.",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Time to decision:** how long requests sit between submission and a substantive response, broken out by site and request type.',
        '**Leave while pending:** how many employees are placed on leave during review, and for how long.',
        '**Quota interaction:** whether performance and attendance systems adjust automatically once an accommodation is approved.',
        '**Remote-work requests:** how office-attendance rules are weighed against documented medical needs, and who signs off.',
      ],
    },
    {
      type: 'takeaways',
      title: 'What HR leaders should take from the Amazon cases',
      items: [
        'Map the full accommodation workflow, including apps, vendors and any automated triage, and document where a trained person makes the decision.',
        'Stop automatic unpaid leave while requests are pending unless no other accommodation is workable, and record why.',
        'Connect accommodation approvals to productivity, attendance and scheduling systems so approved workers are not later disciplined against unadjusted targets.',
        'Treat remote-work requests under an office mandate as individual ADA assessments, not policy exceptions to be refused by default.',
        'Track request volumes, approval rates and response times by location; regulators and plaintiffs are building cases on exactly those numbers.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Attorney General Platkin and Division on Civil Rights File Complaint Against Amazon Alleging Widespread Pattern of Pregnancy and Disability Discrimination',
      publisher:
        'Cohen Milstein Sellers & Toll (reprint of New Jersey Office of the Attorney General release)',
      url: 'https://www.cohenmilstein.com/attorney-general-platkin-and-division-on-civil-rights-file-complaint-against-amazon-alleging-widespread-pattern-of-pregnancy-and-disability-discrimination',
    },
    {
      title: "NJ Suit Claims Amazon Violated Pregnant, Disabled Workers' Civil Rights",
      publisher: 'Patch',
      url: 'https://patch.com/new-jersey/across-nj/nj-suit-claims-amazon-violated-pregnant-disabled-workers-civil-rights',
    },
    {
      title: 'NJ sues Amazon over worker discrimination claims',
      publisher: 'NJBIZ',
      url: 'https://njbiz.com/new-jersey-sues-amazon-worker-discrimination',
    },
    {
      title:
        'Amazon Faces Class Action Alleging Systematic Discrimination Against Disabled Workers',
      publisher: 'Stocks.News',
      url: 'https://app.stocks.news/news/amazon-faces-class-action-alleging-systematic-discrimination-against-disabled-workers',
    },
    {
      title: "Amazon's Return-to-Office Mandate Sparks Disability Complaints",
      publisher: 'Bloomberg',
      url: 'https://www.bloomberg.com/news/articles/2025-06-12/amazon-s-return-to-office-mandate-sparks-disability-complaints',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-amazon-workers-lawsuit-talent',
    article: slug,
    title: 'Amazon Employees Sue Over Remote-Work Denials and Unpaid Leave for Disabled Workers',
    excerpt:
      'A proposed ADA class action filed in Seattle, followed days later by a New Jersey civil rights suit, accuses Amazon of sidelining disabled and pregnant workers instead of accommodating them.',
    categories: ['talent'],
    homeLabel: 'Employee Rights',
  },
  {
    id: 'summary-amazon-workers-lawsuit-analytics',
    article: slug,
    title:
      '725 Requests a Day: Amazon Suits Put Accommodation Metrics and Automation Under Scrutiny',
    excerpt:
      'Both new cases against Amazon lean on volume, delay and leave data. HR teams running app-based or automated accommodation workflows should know what their own numbers would show.',
    categories: ['analytics'],
    homeLabel: 'Legal & Compliance',
    image: alternateImage(slug),
  },
]
