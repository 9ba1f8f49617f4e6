import type { BenefitSource } from '@/seed/content/types'

export const benefits: BenefitSource[] = [
  {
    id: 'benefit-comprehensive-benefits',
    icon: 'health',
    title: 'Comprehensive Benefits',
    description:
      'Medical, dental and vision coverage for you and your family, plus a 401(k) with a company match. We write about benefits every week, so we hold our own to a high standard.',
  },
  {
    id: 'benefit-professional-growth',
    icon: 'growth',
    title: 'Professional Growth',
    description:
      'An annual learning budget for courses, conferences and certifications, and editors who invest time in your development.',
  },
  {
    id: 'benefit-flexible-work',
    icon: 'flexible',
    title: 'Flexible Work',
    description:
      'Remote and hybrid roles with core collaboration hours, so you can do your best work where and when it suits you.',
  },
  {
    id: 'benefit-unlimited-pto',
    icon: 'time-off',
    title: 'Unlimited PTO',
    description:
      'Take the time you need to rest and recharge. We plan newsroom coverage so that everyone can fully step away.',
  },
]
