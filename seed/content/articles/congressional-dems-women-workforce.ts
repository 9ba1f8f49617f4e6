import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'congressional-dems-women-workforce'

export const article: ArticleModule['article'] = {
  slug,
  headline: 'House Democrats press Labor Department on why women are leaving the workforce in 2025',
  dek: "The Democratic Women's Caucus wants DOL to investigate a drop in women's labor force participation it links to rollbacks of flexible work and rising caregiving costs. The questions land squarely on employers' policies.",
  topic: 'Policy & Leadership',
  publishedAt: '2025-10-30',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "Members of the House Democratic Women's Caucus have asked Labor Secretary Lori Chavez-DeRemer to investigate why women have been leaving the U.S. labor force this year. Their letter cites figures showing more than 330,000 women age 20 and older exiting the labor force since January while more than 103,000 men joined it, and argues that many of the departures are not voluntary. The lawmakers point to the end of flexible and remote work arrangements, the cost of child care, thin paid leave and the load carried by workers caring for both children and aging parents. Those are federal policy questions, but several of the levers they name sit with employers.",
    },
    {
      type: 'diveBrief',
      points: [
        "Democratic Women's Caucus members wrote to the Department of Labor urging it to examine the causes of women's exit from the workforce and to report on programs that support women workers.",
        'The letter cites more than 330,000 women 20 and older leaving the labor force since January, including more than 100,000 Black women, with women’s participation at 58.4% versus 70.4% for men.',
        'Separate analyses show labor force participation among mothers of young children fell by close to three percentage points in the first half of 2025.',
        "The lawmakers asked for information on the staffing and projects of DOL's Women's Bureau and the status of applications for Women in Apprenticeship and Nontraditional Occupations grants.",
      ],
    },
    { type: 'diveInsight', heading: 'Why a congressional letter belongs on the HR agenda' },
    { type: 'heading', level: 2, text: 'What the numbers show, and what they do not' },
    {
      type: 'paragraph',
      text: 'The caucus figures are consistent with a pattern that researchers and advocacy groups have tracked all year. An analysis by University of Kansas economist Misty Heggeness, reported by The Washington Post in August, found that the share of women ages 25 to 44 with children under 5 who were working or looking for work fell nearly three percentage points between January and June, to about 67%. A separate cut of the data reported by The New Republic put participation for mothers ages 20 to 44 with young children at 68% in July, down from a peak of 71% in August 2023, while fathers in the same group held near 96%.',
    },
    {
      type: 'paragraph',
      text: "Black women have been hit especially hard. The National Partnership for Women & Families noted that Black women's unemployment rate rose to 6.7% in August, the highest in nearly four years and more than double the rate for white women. Monthly labor force estimates for narrow groups are volatile, and different analyses use different age bands and baselines, so the direction of travel is more reliable than any single number. The data gap has also widened: the federal shutdown that began Oct. 1 delayed the September jobs report, leaving August as the latest official read.",
    },
    { type: 'heading', level: 2, text: 'Flexibility, child care and the sandwich generation' },
    {
      type: 'paragraph',
      text: "The letter's diagnosis is that many women are being pushed rather than opting out. It ties the trend to the unwinding of remote and flexible arrangements that helped mothers re-enter the workforce after the pandemic, to rising child care prices, to the absence of a national paid family leave program, and to the demands on the so-called sandwich generation. Employers set many of those conditions directly, through return-to-office mandates, scheduling rules and caregiving benefits. The federal government also ordered its own employees back to in-person work this year while cutting its workforce, and women made up about 46% of federal employees before the cuts began, according to the National Women's Law Center.",
    },
    {
      type: 'paragraph',
      text: "The administration has acknowledged the child care barrier. At a Senate Appropriations hearing on the department's budget this spring, Chavez-DeRemer told Sen. Katie Britt, R-Ala., that workers she meets cite family obligations and child care among the obstacles to joining the labor force.",
    },
    {
      type: 'pullQuote',
      quote:
        'It can be families, it can be childcare, it can be funding to get the skills that they need. So, my job is to fill in those gaps.',
      attribution: 'Labor Secretary Lori Chavez-DeRemer, Senate Appropriations Committee hearing',
      context: "As published by Sen. Katie Britt's office, May 2025",
    },
    { type: 'heading', level: 2, text: "The fight over the Women's Bureau" },
    {
      type: 'paragraph',
      text: "The request for information about the Women's Bureau continues a months-long dispute. Congress created the bureau in 1920, and it runs the WANTO grant program for women entering skilled trades and maintains the National Database of Childcare Prices. Caucus members wrote to Chavez-DeRemer in April urging her to preserve its staffing, and again on June 16, when 34 members led by Reps. Ilhan Omar, Suzanne Bonamici and Chrissy Houlahan asked the department to restore the bureau's full function and funding, honor terminated grants and drop plans to eliminate it. The administration's fiscal 2026 budget request proposed eliminating the bureau. In the June letter, the members called the termination of WANTO and FARE grants “despicable.”",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Investigation:** an inquiry by DOL into why women, particularly mothers and Black women, are leaving the labor force.',
        "**Women's Bureau:** current staffing levels and active projects.",
        '**Grants:** the status of applications for Women in Apprenticeship and Nontraditional Occupations funding.',
        '**Policy response:** attention to child care costs, paid leave and workplace flexibility as drivers of participation.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Where this could go',
      text: "A minority-party letter cannot compel a response, and the department's operations are constrained by the shutdown. The practical significance is the record it builds for appropriations fights over the Women's Bureau and for future oversight if control of Congress changes.",
    },
    { type: 'heading', level: 2, text: 'What employers can control' },
    {
      type: 'paragraph',
      text: 'Whatever Washington does, the participation data are a retention signal. When mothers of young children leave the labor force, employers lose experienced talent, often in the middle of their careers, and pay to replace it. Organizations that tightened in-office requirements in 2025 have an obvious place to look: whether attrition, internal transfers or declined promotions rose among caregivers after the change. Benefits matter too. Backup care, child care subsidies, predictable schedules and paid caregiving leave address the same pressures the caucus describes, and can be targeted where the data show the largest losses.',
    },
    {
      type: 'actionItems',
      title: 'Action items for HR leaders',
      items: [
        'Cut your 2025 attrition and exit data by gender, age band and, where employees have disclosed it, caregiver status, and compare periods before and after any return-to-office change.',
        'Audit flexibility policies for roles where in-person work is not essential, and document the business reason where it is.',
        'Review caregiving benefits, including backup care, dependent care accounts and paid leave, against the needs of employees caring for children and parents at the same time.',
        'Track state paid family leave requirements where you operate, since federal policy is unlikely to change soon.',
        'Brief leadership on the reputational and talent risk of being seen as pushing caregivers out, and set retention targets for affected groups.',
      ],
    },
  ],
  citations: [
    {
      title: 'Why Are Women Leaving the Workforce in Alarming Numbers?',
      publisher: 'HR Curated',
      url: 'https://hrcurated.com/diversity-and-inclusion/why-are-women-leaving-the-workforce-in-alarming-numbers',
    },
    {
      title:
        "Democratic Women's Caucus Urges Department of Labor to Abandon Efforts to Eliminate the Women's Bureau; Restore the Bureau to its Full Function",
      publisher: "Democratic Women's Caucus",
      url: 'https://democraticwomenscaucus.house.gov/media/press-releases/democratic-womens-caucus-urges-department-labor-abandon-efforts-eliminate',
    },
    {
      title: "Mothers Are Fleeing the Workforce—and That's Just What Trump Wants",
      publisher: 'The New Republic',
      url: 'https://newrepublic.com/article/199488/mothers-women-workforce-labor-participation-rate-trump',
    },
    {
      title:
        'The economy is in freefall – and Black women carrying the weight of it all | Jobs Day September 2025',
      publisher: 'National Partnership for Women & Families',
      url: 'https://nationalpartnership.org/?p=25544911',
    },
    {
      title:
        'U.S. Senator Katie Britt Discusses Child Care Solutions to Labor Force Participation with Labor Secretary',
      publisher: 'Office of U.S. Sen. Katie Britt',
      url: 'https://www.britt.senate.gov/news/press-releases/u-s-senator-katie-britt-discusses-child-care-solutions-to-labor-force-participation-with-labor-secretary',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-congressional-dems-women-workforce-culture',
    article: slug,
    title: 'Women are leaving the workforce, and lawmakers say it is not by choice',
    excerpt:
      'House Democrats asked DOL to investigate why more than 330,000 women have left the labor force this year, citing lost flexibility, child care costs and caregiving strain. Culture and benefits choices are in the frame.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
  {
    id: 'summary-congressional-dems-women-workforce-leadership',
    article: slug,
    title: "Democratic Women's Caucus presses DOL on women's exit from the labor force",
    excerpt:
      "The caucus wants a federal inquiry and answers on the Women's Bureau and WANTO grants. What the oversight push means for employer flexibility, caregiving benefits and retention strategy.",
    categories: ['leadership'],
    homeLabel: 'Policy & Leadership',
    image: alternateImage(slug),
  },
]
