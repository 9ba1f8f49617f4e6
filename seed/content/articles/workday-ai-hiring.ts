import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'workday-ai-hiring'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'What the Mobley v. Workday notice fight means for employers that switched on AI screening',
  dek: 'Summer orders pulled HiredScore users into the age-bias collective and sent Workday’s list of AI-enabled employers to a neutral administrator. An analysis, ahead of an Oct. 1 court conference and California’s new automated-decision rules, of what that means for HR.',
  topic: 'Analysis',
  topics: ['ai-in-hiring', 'age-discrimination', 'state-legislation'],
  publishedAt: '2025-09-30',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version presented the court’s order on Workday’s list of AI-enabled employers as a new development. HR Dive reported it in late August, about a month before publication, and the HiredScore ruling dates from July 29. The story is now labeled as analysis and dates each order.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'This analysis was prompted by two events that land on the same day, Oct. 1: a case management conference in *Mobley v. Workday*, the age discrimination collective action over Workday’s AI screening features, and the start of California’s rules on automated-decision systems in employment. Neither is a ruling. Both follow a summer in which U.S. District Judge Rita F. Lin of the Northern District of California settled two practical questions: which AI tools fall inside the collective, and how the court will work out who may join it. As [HR Dive reported in late August](https://www.hrdive.com/news/judge-allows-workday-avoid-disclosing-full-customer-list/758878/), Workday is to give a list of customers that enabled its AI features to a third-party administrator rather than to the plaintiffs, with a Sept. 10 deadline to deliver it. The upshot for employers is that settings chosen in a recruiting system now help define the reach of a federal lawsuit.',
    },
    {
      type: 'diveBrief',
      points: [
        'In late August, Judge Lin allowed Workday to supply its list of AI-enabled employer customers to a third-party administrator, which will use it to check the eligibility of people seeking to opt in, and set a Sept. 10 deadline for the list, HR Dive reported.',
        'A July 29 order held that, at this stage, the collective includes applicants whose applications were scored, sorted, ranked or screened with the AI features of HiredScore, a product Workday had argued should be left out.',
        'The court preliminarily certified a nationwide collective under the Age Discrimination in Employment Act on May 16. It covers people 40 and older who, from Sept. 24, 2020, applied for jobs through Workday’s platform and were denied employment recommendations.',
        'In court filings, Workday put the number of applications rejected using its software during that period at about 1.1 billion. The company denies that its products make hiring decisions for its customers.',
        'California’s Civil Rights Council regulations on automated-decision systems under the Fair Employment and Housing Act take effect Oct. 1, 2025.',
      ],
    },
    { type: 'diveInsight', heading: 'How the case got here' },
    {
      type: 'paragraph',
      text: 'Derek Mobley sued Workday in February 2023, saying he had been turned down for more than 100 jobs at employers that screened applicants with Workday’s tools and that the technology discriminated against him because of his race, age and disability. In July 2024, Judge Lin let his disparate impact claims go forward on the theory that Workday could be liable as an agent of employers that handed it part of the hiring function, even though it never employed him; she dismissed his intentional discrimination claims. Four more plaintiffs over 40 have since joined, each saying they applied for hundreds of jobs through Workday and were rejected almost every time without an interview.',
    },
    {
      type: 'paragraph',
      text: 'The [May 16 certification order](https://www.govinfo.gov/content/pkg/USCOURTS-cand-3_23-cv-00770/pdf/USCOURTS-cand-3_23-cv-00770-1.pdf) was the turning point. Workday argued that customers can switch its AI features on or off and use them in different ways, so no single policy could hold the group together, and it warned that notice could reach hundreds of millions of people. Judge Lin applied the lenient first-stage test that governs collective actions in the Ninth Circuit and found a common thread.',
    },
    {
      type: 'pullQuote',
      quote:
        'The proposed collective is similarly situated because Mobley has substantially alleged the existence of a unified policy: the use of Workday’s AI recommendation system to score, sort, rank, or screen applicants.',
      attribution: 'Judge Rita F. Lin, U.S. District Court for the Northern District of California',
      context: 'Order granting preliminary collective certification, May 16, 2025',
    },
    {
      type: 'paragraph',
      text: 'On the size of the group, the judge reasoned that a collective in the hundreds of millions would reflect how broad the alleged discrimination is, not a flaw in the request, and she wrote that the sheer reach of the alleged discrimination was no reason to withhold notice. The certification is still preliminary. It permits notice and opt-ins, it is not a finding that any tool discriminated, and Workday can ask the court to decertify the collective once discovery is further along.',
    },
    { type: 'heading', level: 2, text: 'HiredScore and the fight over scope' },
    {
      type: 'paragraph',
      text: 'With notice coming, the next question was which applicants count. Workday tried to separate Candidate Skills Match, an AI feature built into Workday Recruiting, from HiredScore, an AI recruiting product Workday acquired, whose features are called Spotlight and Fetch. Its lawyers argued that HiredScore was a distinct product that came into use only after Mobley filed suit. In a [July 29 order](https://www.govinfo.gov/content/pkg/USCOURTS-cand-3_23-cv-00770/pdf/USCOURTS-cand-3_23-cv-00770-3.pdf), Judge Lin held that, at the preliminary stage, the collective takes in applicants scored, sorted, ranked or screened with HiredScore’s AI features, and Workday was directed to identify customers that enabled its AI features, HiredScore included, [Pleasanton Weekly reported](https://www.pleasantonweekly.com/courts/2025/08/21/judge-orders-workday-to-provide-list-of-clients-using-ai-features-in-hiring-processes). Because the collective runs from Sept. 24, 2020, to the present, tools added later fall inside its window. Differences between the algorithms can be argued again if Workday seeks decertification.',
    },
    {
      type: 'paragraph',
      text: 'The fight then moved to what would happen with that list. In an Aug. 20 filing, the plaintiffs proposed letting would-be opt-ins pick the employers they had applied to from a list of every employer that used Workday’s services during the period. Workday objected that this would be “unfairly prejudicial” to its customers and could affect its position against competitors, HR Dive reported. The judge agreed that disclosing the general customer list could be prejudicial and chose a narrower route: the list of AI-enabled employers goes to an administrator, which checks each person who asks to join against it.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'What the administrator approach means for employers',
      text: 'Customer names are not being handed to would-be plaintiffs, but configuration decisions now carry legal weight. Whether a company turned on Workday’s AI scoring or screening features helps determine whether its rejected applicants over 40 can join the case.',
    },
    { type: 'heading', level: 2, text: 'California adds its own rules on Oct. 1' },
    {
      type: 'paragraph',
      text: 'California’s regulations, whose final approval the state’s Civil Rights Council [announced on June 30](https://calcivilrights.ca.gov/?p=518537), take effect the same day as the Mobley conference. They define an automated-decision system broadly, as a computational process that makes or helps people make decisions about an employment benefit, and they state that employers may not use such a system, or other selection criteria, to discriminate on a basis protected by the Fair Employment and Housing Act. The rules require employers to keep automated-decision system data with their other employment records for four years, and they make evidence of anti-bias testing, or the lack of it, relevant to discrimination claims and defenses. An agent acting for an employer, which can include a vendor that screens applicants on its behalf, counts as an employer under the act.',
    },
    {
      type: 'paragraph',
      text: 'Workday maintains that the suit lacks merit, that its products do not make hiring decisions for customers and that it expects to prevail. Even so, the federal case and the California rules lead employers to the same place: a vendor’s assurances are no substitute for knowing how a screening tool treats their own applicants.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Vendor liability is being tested, not settled.** The agent theory that kept Workday in the case is a trial-court ruling at the pleading stage, and no court has decided whether the tools discriminated.',
        '**Employer exposure is indirect but real.** Configuration records, applicant data and internal messages about AI features could become relevant as the collective takes shape.',
        '**Local and state rules are multiplying.** California joins New York City, which has enforced its bias-audit law for automated employment decision tools since July 2023, in setting specific expectations for employers that use these systems.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Steps for HR and talent acquisition leaders',
      items: [
        'List every AI feature enabled in your applicant tracking and recruiting systems, including add-ons such as HiredScore, and record when each was switched on and how it is configured.',
        'Preserve configuration records and AI-related applicant data, and set retention with counsel, including the four-year period in California’s rules.',
        'Run adverse impact analyses by age, race, sex and disability on AI-assisted hiring stages, with counsel involved in scoping the work.',
        'Review vendor contracts for audit rights, data access, cooperation in litigation and indemnification tied to discrimination claims.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Mobley v. Workday, Inc., Order Granting Preliminary Collective Certification (N.D. Cal. May 16, 2025)',
      publisher: 'U.S. District Court for the Northern District of California',
      url: 'https://www.govinfo.gov/content/pkg/USCOURTS-cand-3_23-cv-00770/pdf/USCOURTS-cand-3_23-cv-00770-1.pdf',
      publishedAt: '2025-05-16',
      kind: 'primary',
    },
    {
      title: 'Mobley v. Workday, Inc., Order re HiredScore Dispute (N.D. Cal. July 29, 2025)',
      publisher: 'U.S. District Court for the Northern District of California',
      url: 'https://www.govinfo.gov/content/pkg/USCOURTS-cand-3_23-cv-00770/pdf/USCOURTS-cand-3_23-cv-00770-3.pdf',
      publishedAt: '2025-07-29',
      kind: 'primary',
    },
    {
      title:
        'Judge orders Workday to provide list of clients using AI features in hiring processes',
      publisher: 'Pleasanton Weekly',
      url: 'https://www.pleasantonweekly.com/courts/2025/08/21/judge-orders-workday-to-provide-list-of-clients-using-ai-features-in-hiring-processes',
      publishedAt: '2025-08-21',
      kind: 'reporting',
    },
    {
      title: 'Judge allows Workday to avoid disclosing full customer list',
      publisher: 'HR Dive',
      url: 'https://www.hrdive.com/news/judge-allows-workday-avoid-disclosing-full-customer-list/758878/',
      publishedAt: '2025-08-27',
      kind: 'reporting',
    },
    {
      title:
        'Civil Rights Council Secures Approval for Regulations to Protect Against Employment Discrimination Related to Artificial Intelligence',
      publisher: 'California Civil Rights Department',
      url: 'https://calcivilrights.ca.gov/?p=518537',
      publishedAt: '2025-06-30',
      kind: 'primary',
    },
    {
      title:
        'What Employers Should Know About Automated-Decision System (ADS) Regulations Starting October 1',
      publisher: 'CalChamber, HRCalifornia',
      url: 'https://hrcalifornia.calchamber.com/cases-news/hrce-articles/what-employers-should-know-about-automated-decision-system-ads-regulations-starting-october-1',
      publishedAt: '2025-09-04',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-workday-ai-hiring-talent',
    article: slug,
    title: 'Workday AI bias case: HiredScore users are in, and an administrator will vet opt-ins',
    excerpt:
      'Workday is to give its list of AI-enabled employers to a third-party administrator rather than the plaintiffs, ahead of an Oct. 1 court conference. Talent teams should inventory AI screening features and preserve records.',
    categories: ['talent'],
    homeLabel: 'AI & Employment Law',
  },
  {
    id: 'summary-workday-ai-hiring-analytics',
    article: slug,
    title: 'Why your AI screening settings now matter in court: lessons from Mobley v. Workday',
    excerpt:
      'Whether an employer turned on Workday’s AI scoring or screening features helps determine whether its rejected applicants over 40 can join the age-bias collective. California’s automated-decision rules start Oct. 1.',
    categories: ['analytics'],
    homeLabel: 'AI & Future of Work',
    image: alternateImage(slug),
  },
]
