import type { TopicSource } from '@/seed/content/types'

/** The subjects readers follow across categories; every article carries two to five of them. */
export const topics: TopicSource[] = [
  {
    slug: 'h-1b-visas',
    name: 'H-1B visas',
    description:
      'Fees, lotteries, wage rules and enforcement for the visa US employers use most to hire skilled workers from abroad.',
  },
  {
    slug: 'immigration',
    name: 'Immigration',
    description:
      'Work authorization, worksite enforcement and the immigration policies that shape who employers can hire and keep.',
  },
  {
    slug: 'i-9-compliance',
    name: 'I-9 compliance',
    description:
      'Employment eligibility verification, audits and Notices of Inspection, and how employers keep their records defensible.',
  },
  {
    slug: 'title-vii',
    name: 'Title VII',
    description:
      'Cases and guidance under the federal law against discrimination based on race, color, religion, sex and national origin.',
  },
  {
    slug: 'harassment',
    name: 'Harassment',
    description:
      'Hostile-environment claims, investigations and the policies that decide whether employers can defend them.',
  },
  {
    slug: 'retaliation',
    name: 'Retaliation',
    description:
      'Claims that employers punished workers for complaining, protesting or taking part in an investigation.',
  },
  {
    slug: 'religious-discrimination',
    name: 'Religious discrimination',
    description:
      'Accommodation of faith at work and the enforcement actions that test how employers handle religious bias.',
  },
  {
    slug: 'age-discrimination',
    name: 'Age discrimination',
    description:
      'The Age Discrimination in Employment Act in court, from severance waivers to screening tools that may filter out older applicants.',
  },
  {
    slug: 'disability-rights',
    name: 'Disability rights',
    description:
      'Accommodation, leave and harassment cases under the Americans with Disabilities Act and state laws.',
  },
  {
    slug: 'arbitration',
    name: 'Arbitration',
    description:
      'Mandatory arbitration agreements, class waivers and the deadlines employers write into them, and how courts treat them.',
  },
  {
    slug: 'eeoc',
    name: 'EEOC',
    description:
      'Lawsuits, settlements and priorities of the Equal Employment Opportunity Commission.',
  },
  {
    slug: 'ai-in-hiring',
    name: 'AI in hiring',
    description:
      'Screening software, automated decisions and the lawsuits and rules that hold employers and vendors to account for them.',
  },
  {
    slug: 'ai-at-work',
    name: 'AI at work',
    description:
      'How artificial intelligence changes jobs, monitoring and management, and what employers owe workers when it does.',
  },
  {
    slug: 'state-legislation',
    name: 'State legislation',
    description:
      'Employment bills and laws in the states, which increasingly set the rules before Washington does.',
  },
  {
    slug: 'federal-policy',
    name: 'Federal policy',
    description:
      'The White House, Congress and federal agencies: appointments, oversight and rules that reach every employer.',
  },
  {
    slug: 'workplace-safety',
    name: 'Workplace safety',
    description: 'OSHA, heat, injury prevention and the safety duties employers carry.',
  },
  {
    slug: 'layoffs',
    name: 'Layoffs and restructuring',
    description:
      'Job cuts, reorganizations and the workforce planning behind them, with the data that puts each announcement in context.',
  },
  {
    slug: 'labor-relations',
    name: 'Labor relations',
    description:
      'Unions, collective bargaining and the disputes between workers and management over pay, rules and conditions.',
  },
  {
    slug: 'wage-and-hour',
    name: 'Wage and hour',
    description:
      'Pay, reimbursement and overtime rules, and the claims that follow when employers get them wrong.',
  },
  {
    slug: 'dei',
    name: 'DEI',
    description:
      'Diversity, equity and inclusion programs under legal and political pressure, and the cases that define their limits.',
  },
  {
    slug: 'women-in-the-workforce',
    name: 'Women in the workforce',
    description:
      'Participation, caregiving, flexibility and pay: the data and policies that decide whether women stay in work.',
  },
  {
    slug: 'benefits',
    name: 'Benefits',
    description:
      'Health plans, leave, retirement and the cost of the benefits employers offer to attract and keep people.',
  },
  {
    slug: 'workforce-planning',
    name: 'Workforce planning',
    description:
      'Skills, succession and the talent pipelines employers build to keep knowledge and capacity in house.',
  },
  {
    slug: 'data-privacy',
    name: 'Data privacy',
    description:
      'What employers, platforms and vendors do with the personal data of workers and candidates, and the rules that limit it.',
  },
]
