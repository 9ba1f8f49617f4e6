import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'workday-ai-hiring'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Mobley v. Workday shifts to who gets notice, as HiredScore users are pulled into the AI age-bias collective',
  dek: "A federal judge has routed Workday's list of AI-enabled employers to a third-party administrator rather than plaintiffs. With a case conference set for Oct. 1, the day California's automated-decision rules take effect, employers using AI screening face a sharper compliance moment.",
  topic: 'Legal & Compliance',
  publishedAt: '2025-09-30',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "The most closely watched lawsuit over artificial intelligence in hiring has moved from legal theory to logistics. In *Mobley v. Workday*, the age discrimination collective action alleging that Workday's AI screening features disadvantaged applicants 40 and older, U.S. District Judge Rita F. Lin has settled a pointed dispute over how potential plaintiffs will be identified: Workday must hand a list of employers that enabled its AI features, including those using its HiredScore tools, to a third-party administrator, which will use it to decide who is eligible to opt in. The court set a Sept. 10 deadline for that list and scheduled a case management conference for Oct. 1, the same day California's new regulations on automated-decision systems in employment take effect.",
    },
    {
      type: 'diveBrief',
      points: [
        'Judge Lin allowed Workday to supply its list of AI-enabled employer customers to a third-party administrator instead of disclosing its full customer list, setting a Sept. 10 deadline; a case management conference is scheduled for Oct. 1, HR Dive reported.',
        "In a July 29 order, the court required Workday to include customers that used its HiredScore AI features, rejecting the company's effort to keep those applicants out of the collective.",
        'The court preliminarily certified a nationwide collective under the Age Discrimination in Employment Act on May 16, covering applicants 40 and older since Sept. 24, 2020, whose applications were allegedly scored, sorted, ranked or screened by Workday AI.',
        'Workday has said roughly 1.1 billion applications were rejected through its software during the relevant period, and it denies that its products make hiring decisions for customers.',
        "California's Civil Rights Council regulations on automated-decision systems under the Fair Employment and Housing Act take effect Oct. 1, 2025.",
      ],
    },
    { type: 'diveInsight', heading: 'How the case got here' },
    {
      type: 'paragraph',
      text: "Derek Mobley filed suit in February 2023, alleging that he was rejected from more than 100 jobs at employers that used Workday's screening tools and that the technology discriminated on the basis of race, age and disability. In July 2024, the court allowed key claims to proceed on the theory that Workday could be liable as an agent of the employers that delegated screening to its software, even though it did not employ the applicants. Four other plaintiffs over 40 later joined him in alleging they were rejected from hundreds of positions, often without an interview.",
    },
    {
      type: 'paragraph',
      text: 'The May 16 certification order was the turning point. Workday argued that its customers configure and use its tools differently and that no single policy could bind a collective that, by its own count, could reach hundreds of millions of people. Judge Lin applied the lenient first-stage standard and found a common thread.',
    },
    {
      type: 'pullQuote',
      quote:
        "Mobley has substantially alleged the existence of a unified policy: the use of Workday's AI recommendation system to score, sort, rank, or screen applicants.",
      attribution: 'Judge Rita F. Lin, U.S. District Court for the Northern District of California',
      context: 'Order granting preliminary collective certification, May 16, 2025',
    },
    {
      type: 'paragraph',
      text: 'The certification is preliminary. It authorizes notice and opt-ins, not a finding that any tool discriminated, and Workday can later ask the court to decertify the collective once more evidence is in.',
    },
    { type: 'heading', level: 2, text: 'HiredScore and the fight over scope' },
    {
      type: 'paragraph',
      text: 'Once notice was on the table, the question became which applicants count. Workday sought to separate its products: Candidate Skills Match, an AI feature embedded in Workday Recruiting, versus HiredScore, whose Spotlight and Fetch features Workday described as distinct and which, its lawyers argued, were deployed after Mobley filed suit. On July 29, Judge Lin ordered Workday to produce a list of customers that enabled its AI features, HiredScore included. Because the collective runs from Sept. 24, 2020, to the present, later-deployed tools fall within its time frame.',
    },
    {
      type: 'paragraph',
      text: "The next dispute concerned how that list would be used. In an Aug. 20 filing, the plaintiffs proposed letting people who want to opt in select the employers they applied to from a list of every employer that used Workday's services during the period. Workday objected that the approach would be unfairly prejudicial to its customers and could hurt its competitive position. The judge acknowledged that disclosing the general customer list could be prejudicial and adopted a middle path: the AI-enabled employer list goes to an administrator, which checks each opt-in's eligibility against it.",
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'What the administrator approach means for employers',
      text: "Customer names are not being published to would-be plaintiffs, but an employer's configuration choices now carry legal weight. Whether a company enabled Workday's AI scoring or screening features helps determine whether its rejected applicants over 40 can join the case.",
    },
    { type: 'heading', level: 2, text: 'California adds its own rules on Oct. 1' },
    {
      type: 'paragraph',
      text: "The timing is notable. California's regulations under the Fair Employment and Housing Act, approved in June, take effect Oct. 1. They define an automated-decision system broadly, as a computational process that makes a decision or facilitates human decision-making about an employment benefit, and they make clear that employers may not use such systems, or selection criteria, in ways that discriminate on a protected basis. The rules extend recordkeeping obligations to data from these systems, and employment lawyers have noted that evidence of anti-bias testing, or its absence, can be relevant when an employer defends a claim. Employers remain responsible for outcomes produced by third-party tools.",
    },
    {
      type: 'paragraph',
      text: "Workday, for its part, has maintained that the suit lacks merit, that its products do not make hiring decisions on behalf of customers and that it expects to prevail. But for employers, the combined message of the federal case and the California rules is similar: an AI vendor's assurances do not substitute for an employer's own understanding of how a screening tool behaves.",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Vendor liability is being tested, not settled.** The agent theory that kept Workday in the case has not been decided on the merits.',
        '**Employer exposure is indirect but real.** Configuration records, applicant data and internal communications about AI features could become relevant as the collective takes shape.',
        '**State law is moving in parallel.** California now joins New York City, whose bias-audit law for automated employment decision tools has applied since 2023, in putting specific expectations on employers that use these systems.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Action items for HR and talent acquisition leaders',
      items: [
        'Inventory every AI feature enabled in your applicant tracking and recruiting systems, including add-ons such as HiredScore, and document when each was turned on and how it is configured.',
        'Preserve configuration records and applicant data related to AI scoring or screening, and coordinate with counsel on retention obligations, including under California rules taking effect Oct. 1.',
        'Commission or update adverse impact analyses by age, race, sex and disability for AI-assisted stages of hiring, with counsel involved in scoping.',
        'Review vendor contracts for audit rights, data access, cooperation in litigation and indemnification tied to discrimination claims.',
        'Confirm that recruiters and hiring managers understand AI scores are inputs, not decisions, and that human review is documented.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Mobley v. Workday, Inc., Order Granting Preliminary Collective Certification (N.D. Cal. May 16, 2025)',
      publisher: 'U.S. District Court for the Northern District of California, via Midpage',
      url: 'https://app.midpage.ai/document/mobley-v-workday-inc-1000439808807',
    },
    {
      title: 'Judge allows Workday to avoid disclosing full customer list',
      publisher: 'HR Dive',
      url: 'https://www.hrdive.com/news/judge-allows-workday-avoid-disclosing-full-customer-list/758878/',
    },
    {
      title:
        'Judge orders Workday to provide list of clients using AI features in hiring processes',
      publisher: 'Pleasanton Weekly',
      url: 'https://www.pleasantonweekly.com/courts/2025/08/21/judge-orders-workday-to-provide-list-of-clients-using-ai-features-in-hiring-processes',
    },
    {
      title:
        'AI bias lawsuit against Workday reaches next stage as court grants conditional certification of ADEA claim',
      publisher: 'Proskauer, Law and the Workplace',
      url: 'https://www.lawandtheworkplace.com/2025/06/ai-bias-lawsuit-against-workday-reaches-next-stage-as-court-grants-conditional-certification-of-adea-claim/',
    },
    {
      title:
        'California Court Grants Preliminary Collective Certification to Job Applicants Claiming Age Discrimination by Artificial Intelligence',
      publisher: 'Husch Blackwell, via JD Supra',
      url: 'https://www.jdsupra.com/legalnews/california-court-grants-preliminary-1470533/',
    },
    {
      title:
        'What Employers Should Know About Automated-Decision System (ADS) Regulations Starting October 1',
      publisher: 'CalChamber, HRCalifornia',
      url: 'https://hrcalifornia.calchamber.com/cases-news/hrce-articles/what-employers-should-know-about-automated-decision-system-ads-regulations-starting-october-1',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-workday-ai-hiring-talent',
    article: slug,
    title: 'Workday AI bias case: HiredScore users are in, and an administrator will vet opt-ins',
    excerpt:
      'The court routed the list of AI-enabled employers to a third-party administrator ahead of an Oct. 1 conference. Talent teams should inventory AI screening features and preserve records now.',
    categories: ['talent'],
    homeLabel: 'AI & Employment Law',
  },
  {
    id: 'summary-workday-ai-hiring-analytics',
    article: slug,
    title: 'Why your AI screening settings now matter in court: lessons from Mobley v. Workday',
    excerpt:
      "Whether an employer switched on AI scoring can decide which applicants join the age-bias collective. With California's automated-decision rules starting Oct. 1, adverse impact testing is overdue.",
    categories: ['analytics'],
    homeLabel: 'AI & Future of Work',
    image: alternateImage(slug),
  },
]
