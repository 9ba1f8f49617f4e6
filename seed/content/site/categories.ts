import type { CategorySource } from '@/seed/content/types'

export const categories: CategorySource[] = [
  {
    slug: 'leadership',
    name: 'Leadership',
    description:
      'Strategy, governance and policy for the C-suite: how CHROs shape decisions, manage risk and lead through regulatory change.',
  },
  {
    slug: 'talent',
    name: 'Talent',
    description:
      'Hiring, retention, skills and workforce mobility, from immigration rules to internal career paths and succession planning.',
  },
  {
    slug: 'culture',
    name: 'Culture',
    description:
      'Employee experience, inclusion, engagement and workplace norms, and what they mean for policy, trust and performance.',
  },
  {
    slug: 'analytics',
    name: 'Analytics',
    description:
      'People data, benefits costs, pay and workforce metrics, with the numbers HR leaders need to benchmark and plan.',
  },
]
