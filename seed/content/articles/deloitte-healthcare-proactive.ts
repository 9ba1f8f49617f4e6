import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'deloitte-healthcare-proactive'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Deloitte puts a price on prevention: up to $2.2 trillion a year by 2040. What it means for employer health plans',
  dek: 'Deloitte’s actuaries say shifting spending from treating illness to preventing it could cut U.S. health costs by more than $7,000 per person by 2040. With KFF reporting another 6% rise in family premiums, benefits leaders have new reasons to test the argument.',
  topic: 'Analysis',
  topics: ['benefits', 'federal-policy'],
  publishedAt: '2025-10-24',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-22',
    text: 'A home-page summary said Deloitte found proactive care “could save $2.2 trillion a year” and tied “most” of the savings to chronic disease, and the headline gave no time frame. Deloitte estimated savings of up to $2.2 trillion a year by 2040 and called chronic conditions the largest opportunity, at more than $700 billion a year. An action item presented KFF’s outlook for sharper 2026 premium increases as what employers expect; it was a warning from KFF’s CEO, Drew Altman.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'This analysis was prompted by [KFF’s 2025 Employer Health Benefits Survey](https://www.kff.org/affordable-care-act/annual-family-premiums-for-employer-coverage-rise-6-in-2025-nearing-27000-with-workers-paying-6850-toward-premiums-out-of-their-paychecks/), released Oct. 22, which found that the average premium for family coverage at work rose 6% this year to $26,993. Those numbers put fresh weight behind [a report Deloitte published five weeks earlier](https://www.deloitte.com/us/en/insights/industry/health-care/proactive-care-medicare-savings.html), which argues that the U.S. health system’s costliest habit is waiting for people to get sick. In *Safeguarding Medicare’s future: Proactive care could unlock more than $500B in annual savings*, released Sept. 15, the firm’s actuarial and health care teams estimate that investment in disease prevention, early detection and other proactive measures could save the system up to $2.2 trillion a year by 2040, or more than $7,000 per person. The title is about Medicare, but the mechanics run through the employer plans that cover about 154 million Americans under 65.',
    },
    {
      type: 'diveBrief',
      points: [
        'Deloitte’s report, released Sept. 15, 2025, projects that proactive care could cut U.S. health spending by up to $2.2 trillion a year by 2040 and lower per-person costs by 31%, from $23,000 to less than $16,000.',
        'More than 62% of U.S. health spending today, about $3.0 trillion a year, goes to reactive care, while about 22% goes to preventive services and wellness, according to the firm.',
        'Chronic conditions such as diabetes, heart disease and cancer are the largest savings opportunity: Deloitte projects that targeted interventions could cut more than $700 billion in annual spending.',
        'Medicare alone could save more than $500 billion a year on medical and prescription drug claims by 2040, Deloitte estimates. The firm says its analysis draws on claims data covering nearly 60 million people.',
        'KFF’s 2025 employer survey, released Oct. 22, found that average family premiums rose 6% to $26,993, with workers contributing $6,850 on average.',
      ],
    },
    { type: 'diveInsight', heading: 'Why it matters to benefits leaders' },
    {
      type: 'paragraph',
      text: 'Deloitte describes today’s system as “break-fix”: most of the money is spent after a condition has been diagnosed or has worsened, and relatively little goes to keeping people well. The report leans on projections from the Centers for Medicare & Medicaid Services, under which health spending grows by an average of 5.8% a year between 2023 and 2033 and its share of gross domestic product climbs from 17.6% to 20.3%. Against that baseline, Deloitte’s actuaries calculate that prevention, early detection, behavior change and other proactive measures could lower total medical and prescription drug spending by 28% in aggregate.',
    },
    {
      type: 'paragraph',
      text: 'The authors, among them Deloitte principal Andrew Davis, Neal Batra and Dr. Jay Bhatt, put chronic disease at the center of the estimate. Heart disease is their worked example: with proactive management, they estimate, its onset could be pushed back by almost seven years, and the severe stage of the illness could shrink from nearly five years to little more than one. Davis told [Chief Healthcare Executive](https://www.chiefhealthcareexecutive.com/view/shift-to-proactive-health-strategy-could-save-2-2-trillion-annually-deloitte-says) that “our eyes got a little bit big” when the researchers arrived at the $2.2 trillion estimate.',
    },
    {
      type: 'pullQuote',
      quote:
        'It was surprising. I think we’ve been on a journey for a while, but didn’t realize how big that number would be.',
      attribution:
        'Andrew Davis, principal at Deloitte and co-author of the report, to Chief Healthcare Executive',
      context: 'Sept. 15, 2025',
    },
    { type: 'heading', level: 2, text: 'The employer cost picture this fall' },
    {
      type: 'paragraph',
      text: 'The KFF survey, based on responses from 1,862 employers, shows why the argument lands with HR now. The average family premium of $26,993 is $1,408 higher than last year, and the 6% rise follows 7% increases in each of the two years before, against general inflation of 2.7% and wage growth of 4%. Among firms with at least 200 workers, 30% said the prevalence of chronic disease had contributed “a great deal” to higher premiums in recent years; 36% said the same of prescription drug prices. KFF also noted that insurers are asking for double-digit increases on average in the small-group and individual markets, which could foreshadow large increases for bigger employers too.',
    },
    {
      type: 'paragraph',
      text: 'KFF’s president and CEO, Drew Altman, went further in a statement on the survey: he warned that the organization expects employer premiums to rise more sharply next year, pointing to GLP-1 drugs, rising hospital prices and tariffs among the pressures.',
    },
    {
      type: 'paragraph',
      text: 'Put the two reports side by side and the opening for benefits teams is plain: employers name chronic disease as a leading cost driver, and Deloitte’s modeling identifies chronic conditions as the largest single savings opportunity. The report asks government, employers, health plans and health systems to act together to line up financial incentives behind prevention, early detection and proactive care. For employers, Deloitte frames the return as a healthier and more productive workforce.',
    },
    { type: 'heading', level: 2, text: 'The incentive problem employers will recognize' },
    {
      type: 'paragraph',
      text: 'The harder question for a chief financial officer is who captures the return. Part of the modeled savings, the more than $500 billion a year attributed to Medicare, would flow to a program that mainly covers people 65 and older, often long after an employee has left a given employer’s plan. Deloitte’s health leaders have taken on that objection before. In [a 2023 post](https://www2.deloitte.com/us/en/blog/health-care-blog/2023/investment-in-well-being-could-pay-dividends-to-employers.html), Batra and Davis noted a belief among some employers that spending on a worker’s health is wasted once that person changes jobs, called the view short-sighted and illogical, and argued that well-being programs can lift productivity and retention. They added that each resignation can cost an organization up to a third of the employee’s annual salary.',
    },
    {
      type: 'paragraph',
      text: 'That argument does not remove the timing mismatch, but it changes what gets measured. An employer that judges prevention spending on a single plan year’s claims will usually find the numbers thin. One that also counts absence, productivity, retention and the avoided cost of a chronic condition that would otherwise worsen within a few years may reach a different answer. Deloitte’s projections describe the whole U.S. system in 2040, not any one employer’s plan, and budget conversations should treat them that way.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Reading the numbers carefully',
      text: 'Deloitte’s $2.2 trillion is an actuarial projection of what the U.S. health system could save each year by 2040 with sustained investment in prevention, early detection and proactive care. It points in a direction; it is not a guaranteed return for an individual plan sponsor.',
    },
    { type: 'heading', level: 2, text: 'Where employers have leverage now' },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Plan design.** Lower cost-sharing for screenings, primary care and chronic condition management removes a barrier to the early detection that Deloitte’s model depends on.',
        '**Data.** Claims and pharmacy data, reviewed with privacy safeguards, can show which chronic conditions drive a particular population’s spending and where prevention dollars would do the most.',
        '**Vendor contracts.** Carriers, pharmacy benefit managers and point-solution vendors can be asked to report outcomes tied to prevention and early intervention, not just activity counts.',
        '**Engagement.** Prevention benefits work only if employees use them, which puts communication, access and trust at the center of the strategy.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Steps to take before the next renewal',
      items: [
        'Map the plan’s top chronic condition cost drivers and compare them with the conditions Deloitte flags as the largest savings opportunities.',
        'Build a multiyear case for prevention that counts absence, productivity and retention alongside claims, and take it to finance early.',
        'Review cost-sharing on preventive and early-detection services and on chronic condition management programs.',
        'Ask carriers and PBMs what data they can supply on prevention uptake and outcomes, and write those reporting terms into contracts.',
        'Prepare leadership for 2026 renewals in light of KFF’s warning that premiums are likely to rise more sharply next year.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Annual family premiums for employer coverage rise 6% in 2025, nearing $27,000, with workers paying $6,850 toward premiums out of their paychecks',
      publisher: 'KFF',
      url: 'https://www.kff.org/affordable-care-act/annual-family-premiums-for-employer-coverage-rise-6-in-2025-nearing-27000-with-workers-paying-6850-toward-premiums-out-of-their-paychecks/',
      publishedAt: '2025-10-22',
      kind: 'analysis',
    },
    {
      title:
        'Safeguarding Medicare’s future: Proactive care could unlock more than $500B in annual savings',
      publisher: 'Deloitte Insights',
      url: 'https://www.deloitte.com/us/en/insights/industry/health-care/proactive-care-medicare-savings.html',
      publishedAt: '2025-09-15',
      kind: 'analysis',
    },
    {
      title: 'Shift to proactive health strategy could save $2.2 trillion annually, Deloitte says',
      publisher: 'Chief Healthcare Executive',
      url: 'https://www.chiefhealthcareexecutive.com/view/shift-to-proactive-health-strategy-could-save-2-2-trillion-annually-deloitte-says',
      publishedAt: '2025-09-15',
      kind: 'reporting',
    },
    {
      title: 'Investment in well-being could pay dividends to employers',
      publisher: 'Deloitte',
      url: 'https://www2.deloitte.com/us/en/blog/health-care-blog/2023/investment-in-well-being-could-pay-dividends-to-employers.html',
      publishedAt: '2023-08-29',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-deloitte-healthcare-proactive',
    article: slug,
    title:
      'Deloitte: proactive care could save up to $2.2 trillion a year by 2040. Here is the employer math',
    excerpt:
      'Deloitte’s actuaries see chronic disease as the largest savings opportunity. With family premiums up 6% to $26,993, benefits leaders have reason to rethink how they measure prevention.',
    categories: ['analytics'],
    homeLabel: 'Analytics & Benefits',
  },
]
