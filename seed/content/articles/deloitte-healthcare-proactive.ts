import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'deloitte-healthcare-proactive'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Deloitte puts a price on prevention: up to $2.2 trillion a year. What it means for employer health plans',
  dek: "Deloitte's actuaries say shifting spending from treating illness to preventing it could cut U.S. health costs by more than $7,000 per person by 2040. With employer premiums up again this year, benefits leaders have new reasons to test the argument.",
  publishedAt: '2025-10-24',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "A new Deloitte analysis argues that the U.S. health system's most expensive habit is waiting for people to get sick. In *Safeguarding Medicare's future: Proactive care could unlock more than $500B in annual savings*, released Sept. 15, the firm's actuarial and health care teams estimate that investment in disease prevention, early detection and other proactive measures could save the system up to $2.2 trillion a year by 2040, or more than $7,000 per person. The headline is about Medicare, but the mechanics run straight through the employer-sponsored plans that cover most working-age Americans, and the report lands as employers absorb another year of premium growth.",
    },
    {
      type: 'diveBrief',
      points: [
        "Deloitte's report, released Sept. 15, 2025, projects that proactive care could cut U.S. health spending by up to $2.2 trillion a year by 2040 and reduce per-person costs by 31%, from $23,000 to under $16,000.",
        'More than 62% of health care spending today, about $3.0 trillion a year, goes to reactive care, while roughly 22% goes to preventive services and wellness, according to the report.',
        'Chronic conditions such as diabetes, heart disease and cancer are the largest savings opportunity, with targeted interventions projected to cut more than $700 billion in annual spending.',
        'Medicare alone could save more than $500 billion a year on medical and prescription drug claims, Deloitte estimates, based on claims data covering roughly 59 million people.',
        "KFF's 2025 employer survey, released Oct. 22, found average family premiums rose 6% to $26,993, with workers contributing $6,850.",
      ],
    },
    { type: 'diveInsight', heading: 'Why it matters to benefits leaders' },
    {
      type: 'paragraph',
      text: "Deloitte frames today's system as break-fix: most dollars flow after a condition is diagnosed or has worsened, and comparatively little goes to keeping people well. Citing Centers for Medicare & Medicaid Services projections, the report notes that health spending is expected to grow an average of 5.8% a year from 2023 to 2033, lifting its share of gross domestic product from 17.6% to 20.3%. Deloitte's modeling suggests that prevention, early detection and behavior change could reduce total medical and prescription drug spending by 28% in aggregate against those projections.",
    },
    {
      type: 'paragraph',
      text: 'The report\'s authors, including Deloitte principal Andrew Davis, Neal Batra and Dr. Jay Bhatt, point to chronic disease as the center of gravity. Their heart disease example is instructive: proactive management, they estimate, could delay onset by nearly seven years and shrink the severe stage of illness from almost five years to just over one. Davis told Chief Healthcare Executive that the team\'s eyes "got a little bit big" when the $2.2 trillion figure emerged.',
    },
    {
      type: 'pullQuote',
      quote:
        "It was surprising. I think we've been on a journey for a while, but didn't realize how big that number would be.",
      attribution:
        'Andrew Davis, principal at Deloitte and co-author of the report, to Chief Healthcare Executive',
    },
    { type: 'heading', level: 2, text: 'The employer cost picture this fall' },
    {
      type: 'paragraph',
      text: "The timing gives the report practical weight for HR. KFF's 2025 Employer Health Benefits Survey, released Oct. 22, put the average annual family premium at $26,993, up 6%, or $1,408, from last year, after 7% increases in each of the two prior years. Among large firms, 30% said the prevalence of chronic disease contributed a great deal to higher premiums in recent years, second only to prescription drug prices at 36%. KFF's leadership also warned that next year could be worse.",
    },
    {
      type: 'pullQuote',
      quote:
        'There is a quiet alarm bell going off. With GLP-1s, increases in hospital prices, tariffs and other factors, we expect employer premiums to rise more sharply next year.',
      attribution:
        'Drew Altman, KFF president and CEO, in a statement on the 2025 Employer Health Benefits Survey',
    },
    {
      type: 'paragraph',
      text: "That combination, chronic conditions named as a leading cost driver and a research case that prevention is where the savings sit, is the opening Deloitte's analysis gives benefits teams. The report calls for coordinated action among government agencies, employers, health plans and health systems, and recommends that government agencies use payment models and reimbursement strategies to encourage commercial plans and Medicare to invest more in prevention. For employers, it describes the payoff as a healthier and more productive workforce.",
    },
    { type: 'heading', level: 2, text: 'The incentive problem employers will recognize' },
    {
      type: 'paragraph',
      text: "The harder question for a CFO is who captures the return. A large share of the modeled savings, including the more than $500 billion a year attributed to Medicare, would accrue after age 65, often years after an employee has left a given employer's plan. Deloitte's own health leaders have addressed the objection before. In a 2023 post, Batra and Davis wrote that some employers believe a health investment is wasted once the employee moves on, called that view short-sighted, and argued that healthier workers are more productive and less likely to leave, noting that a single resignation can cost up to a third of the employee's salary.",
    },
    {
      type: 'paragraph',
      text: "That argument does not erase the timing mismatch, but it reframes the measurement. Employers evaluating prevention spending on a single plan-year claims basis will usually find the numbers thin. Employers that also count absence, productivity, retention and the avoided cost of a worsening chronic condition within a few years may reach a different answer. The Deloitte projections are a system-level estimate for 2040, not a forecast for any one employer's plan, and should be treated that way in budget conversations.",
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Reading the numbers carefully',
      text: "Deloitte's $2.2 trillion figure is an actuarial projection of what the U.S. system could save by 2040 if proactive care is widely adopted. It is a direction-of-travel estimate built on population claims data, not a guaranteed return for an individual plan sponsor.",
    },
    { type: 'heading', level: 2, text: 'Where employers have leverage now' },
    {
      type: 'list',
      style: 'bullet',
      items: [
        "**Plan design.** Reducing cost-sharing for screenings, primary care and chronic condition management removes a barrier to the early detection Deloitte's model depends on.",
        "**Data.** Claims and pharmacy data, reviewed with privacy safeguards, can show which chronic conditions drive a specific population's spending and where prevention dollars would matter most.",
        '**Vendor contracts.** Carriers, pharmacy benefit managers and point-solution vendors can be asked to report outcomes tied to prevention and early intervention rather than activity counts alone.',
        '**Engagement.** Prevention benefits only work if employees use them, which puts communication, access and trust at the center of the strategy.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Action items for HR and benefits leaders',
      items: [
        "Map your plan's top chronic condition cost drivers and compare them with the conditions Deloitte flags as the largest savings opportunities.",
        'Model a multiyear return on prevention that counts absence, productivity and retention alongside claims, and present it to finance before the next renewal.',
        'Review cost-sharing on preventive and early-detection services and on chronic condition management programs.',
        'Ask carriers and PBMs what data they can provide on prevention uptake and outcomes, and write those reporting expectations into contracts.',
        "Prepare leadership for 2026 renewals using KFF's finding that employers expect premiums to rise more sharply next year.",
      ],
    },
  ],
  citations: [
    {
      title:
        "Safeguarding Medicare's future: Proactive care could unlock more than $500B in annual savings",
      publisher: 'Deloitte Insights',
      url: 'https://www.deloitte.com/us/en/insights/industry/health-care/proactive-care-medicare-savings.html',
    },
    {
      title: 'Shift to proactive health strategy could save $2.2 trillion annually, Deloitte says',
      publisher: 'Chief Healthcare Executive',
      url: 'https://www.chiefhealthcareexecutive.com/view/shift-to-proactive-health-strategy-could-save-2-2-trillion-annually-deloitte-says',
    },
    {
      title: 'Proactive care could save Medicare $500B and the U.S. $2.2T annually',
      publisher: 'HLTH',
      url: 'https://hlth.com/insights/news/proactive-care-could-save-medicare-500b-and-the-u-s-2-2t-annually-2025-09-16',
    },
    {
      title:
        'Annual family premiums for employer coverage rise 6% in 2025, nearing $27,000, with workers paying $6,850 toward premiums out of their paychecks',
      publisher: 'KFF',
      url: 'https://www.kff.org/affordable-care-act/annual-family-premiums-for-employer-coverage-rise-6-in-2025-nearing-27000-with-workers-paying-6850-toward-premiums-out-of-their-paychecks/',
    },
    {
      title: 'Investment in well-being could pay dividends to employers',
      publisher: 'Deloitte',
      url: 'https://www2.deloitte.com/us/en/blog/health-care-blog/2023/investment-in-well-being-could-pay-dividends-to-employers.html',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-deloitte-healthcare-proactive',
    article: slug,
    title: 'Deloitte: proactive care could save $2.2 trillion a year. Here is the employer math',
    excerpt:
      "Deloitte's actuaries tie most future savings to preventing chronic disease. With family premiums up 6% to nearly $27,000, benefits leaders have reason to rethink how they measure prevention.",
    categories: ['analytics'],
    homeLabel: 'Analytics & Benefits',
  },
]
