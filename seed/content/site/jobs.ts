import type { JobSource } from '@/seed/content/types'

export const jobs: JobSource[] = [
  {
    id: 'job-senior-hr-reporter',
    title: 'Senior HR Reporter',
    department: 'Editorial',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Cover employment law, workforce policy and the decisions of large employers for an audience of CHROs and HR executives. You will break news, build sources across HR, legal and government, and turn complex rulings and data into clear, accurate stories. Five or more years of reporting experience, ideally on a business or labor beat.',
  },
  {
    id: 'job-data-analyst-hr-insights',
    title: 'Data Analyst - HR Insights',
    department: 'Analytics',
    location: 'New York',
    type: 'Full-time',
    description:
      'Work with reporters to find the story in labor statistics, benefits surveys and public filings. You will clean and analyze datasets, check every figure we publish and build charts that HR leaders can use for benchmarking. Strong SQL or Python skills and a careful eye for methodology are essential.',
  },
  {
    id: 'job-content-marketing-manager',
    title: 'Content Marketing Manager',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Grow our readership among HR executives through search, social channels and partnerships. You will plan campaigns around our reporting, measure what works and keep our voice consistent across every channel. Experience marketing a B2B publication or professional audience is a plus.',
  },
  {
    id: 'job-business-development-associate',
    title: 'Business Development Associate',
    department: 'Sales',
    location: 'Hybrid NYC',
    type: 'Full-time',
    description:
      'Help build relationships with organizations that want to reach senior HR decision-makers, from research partners to event sponsors. You will qualify leads, prepare proposals and support partnerships that respect the independence of our newsroom. One to three years of sales or partnerships experience preferred.',
  },
]
