import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'congressional-dems-women-workforce'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'House Democrats keep pressing the Labor Department on women workers as caregiving strains show in the data',
  dek: 'Democratic Women’s Caucus members have spent 2025 fighting to keep the Labor Department’s Women’s Bureau intact, while jobs data point to rising strain on Black women and working mothers. Why the argument belongs on the HR agenda.',
  topic: 'Analysis',
  topics: ['women-in-the-workforce', 'federal-policy', 'benefits'],
  publishedAt: '2025-10-30',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version dated Labor Secretary Lori Chavez-DeRemer’s remarks to May 29, 2025, the date Sen. Katie Britt’s office published them; she made them earlier, at a Senate Appropriations Committee hearing on the department’s budget.',
  },
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'This analysis looks at a dispute that has run all year and is likely to resurface when Congress returns to spending bills: House Democrats’ campaign to protect the Labor Department’s Women’s Bureau, and the labor-market data they cite to justify it. Members of the Democratic Women’s Caucus have written to Labor Secretary Lori Chavez-DeRemer at least twice, in April and on June 16, about the bureau’s staffing, grants and future. Meanwhile, federal jobs figures through August showed unemployment among Black women at its highest in nearly four years. Most of the pressures the lawmakers describe, from child care costs to inflexible schedules, are ones employers can shape directly.',
    },
    {
      type: 'diveBrief',
      points: [
        'On June 16, 34 caucus members led by Reps. Ilhan Omar, Suzanne Bonamici and Chrissy Houlahan asked the department to restore the Women’s Bureau’s full function and funding, honor terminated grants and drop any plan to eliminate it.',
        'That letter followed an April letter urging the secretary to preserve the bureau’s staffing; the caucus said its requests had been either not received or ignored.',
        'Black women’s unemployment rose to 6.7% in August, more than double the 3.2% rate for white women, according to an analysis by the National Partnership for Women & Families.',
        'At a Senate Appropriations Committee hearing on the department’s budget this spring, Chavez-DeRemer said workers she meets cite family obligations and child care among the barriers to joining the labor force.',
      ],
    },
    { type: 'diveInsight', heading: 'Why a fight over a small bureau belongs on the HR agenda' },
    { type: 'heading', level: 2, text: 'The fight over the Women’s Bureau' },
    {
      type: 'paragraph',
      text: 'The Women’s Bureau has existed since 1920. It runs the Women in Apprenticeship and Nontraditional Occupations grant program, which helps women enter skilled trades, and it maintains research such as a national database of child care prices. In their June letter, caucus members described the bureau’s role in child care, paid leave and harassment research and said the child care price database had stalled. They also condemned the termination of grants for women in the trades in unusually blunt terms.',
    },
    {
      type: 'pullQuote',
      quote:
        'Terminating WANTO and FARE grants that help women enter the trades and be safer at work is despicable.',
      attribution:
        'Letter from 34 Democratic Women’s Caucus members, led by Reps. Ilhan Omar, Suzanne Bonamici and Chrissy Houlahan, to Labor Secretary Lori Chavez-DeRemer',
      context: 'June 16, 2025 letter, as quoted in the caucus’s press release of the same day',
    },
    {
      type: 'paragraph',
      text: 'A minority-party letter cannot compel an answer, and the [caucus said in its June 16 release](https://democraticwomenscaucus.house.gov/media/press-releases/democratic-womens-caucus-urges-department-labor-abandon-efforts-eliminate) its April requests went unanswered. The practical significance is the record these letters build for appropriations fights over the bureau and for oversight later. For employers, the bureau matters less as an agency than as a source of data and grants that feed the pipeline of women into skilled trades.',
    },
    { type: 'heading', level: 2, text: 'What the numbers show, and what they do not' },
    {
      type: 'paragraph',
      text: 'The clearest official signal this year concerns Black women. In its analysis of the August jobs report, the [National Partnership for Women & Families](https://nationalpartnership.org/?p=25544911) found that Black women’s unemployment rate rose from 6.3% to 6.7%, the highest in nearly four years, while white women’s rate was 3.2%. The same analysis found job growth had slowed sharply since April, with health care carrying much of women’s modest gains.',
    },
    {
      type: 'paragraph',
      text: 'Monthly estimates for narrow groups are volatile, and analysts use different age bands and baselines, so the direction of travel is more reliable than any single number. Researchers tracking mothers of young children have also reported declines in their labor force participation this year. The share of mothers ages 25 to 44 with young children who were working or looking for work fell by nearly 3 percentage points between January and June, according to an analysis by University of Kansas economist Misty Heggeness that The Washington Post reported on Aug. 11, and Heggeness tied the drop to the reversal of the remote and flexible work that had drawn many mothers back after the pandemic.',
    },
    { type: 'heading', level: 2, text: 'Child care is the common ground' },
    {
      type: 'paragraph',
      text: 'Child care is one issue on which the administration and its critics use similar language. At a Senate Appropriations Committee hearing on the department’s budget, Sen. Katie Britt, R-Ala., asked Chavez-DeRemer what she had heard from workers on her national tour, and the secretary listed family obligations and child care among the barriers to joining the labor force, [according to Britt’s office](https://www.britt.senate.gov/news/press-releases/u-s-senator-katie-britt-discusses-child-care-solutions-to-labor-force-participation-with-labor-secretary).',
    },
    {
      type: 'pullQuote',
      quote:
        'It can be families, it can be childcare, it can be funding to get the skills that they need. So, my job is to fill in those gaps.',
      attribution: 'Labor Secretary Lori Chavez-DeRemer, Senate Appropriations Committee hearing',
      context:
        'Senate Appropriations Committee hearing on the Labor Department’s fiscal 2026 budget request; exchange published by Sen. Katie Britt’s office on May 29, 2025',
    },
    { type: 'heading', level: 2, text: 'What employers can control' },
    {
      type: 'paragraph',
      text: 'Whatever Washington does, participation data are a retention signal. When mothers of young children and other caregivers leave, employers lose experienced people, often mid-career, and pay to replace them. Organizations that tightened in-office requirements in 2025 have an obvious place to look: whether attrition, internal transfers or declined promotions rose among caregivers after the change. Benefits matter too. Backup care, child care subsidies, predictable schedules and paid caregiving leave address the same pressures the caucus describes, and can be aimed where internal data show the largest losses.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Flexibility:** review in-office rules for roles where presence is not essential, and document the business reason where it is.',
        '**Caregiving benefits:** check backup care, dependent care accounts and paid leave against the needs of employees caring for children and parents at once.',
        '**Pipelines:** if your organization relies on skilled trades, track whether apprenticeship partners depended on federal grants that have been cut.',
      ],
    },
    {
      type: 'actionItems',
      title: 'Action items for HR leaders',
      items: [
        'Cut 2025 attrition and exit data by gender, age band and, where employees have disclosed it, caregiver status, and compare periods before and after any return-to-office change.',
        'Track state paid family leave requirements where you operate, since federal policy is unlikely to change soon.',
        'Brief leadership on the talent and reputational risk of being seen to push caregivers out, and set retention goals for affected groups.',
      ],
    },
  ],
  citations: [
    {
      title:
        'Democratic Women’s Caucus Urges Department of Labor to Abandon Efforts to Eliminate the Women’s Bureau; Restore the Bureau to its Full Function',
      publisher: 'Democratic Women’s Caucus',
      url: 'https://democraticwomenscaucus.house.gov/media/press-releases/democratic-womens-caucus-urges-department-labor-abandon-efforts-eliminate',
      publishedAt: '2025-06-16',
      kind: 'primary',
    },
    {
      title:
        'The economy is in freefall – and Black women carrying the weight of it all | Jobs Day September 2025',
      publisher: 'National Partnership for Women & Families',
      url: 'https://nationalpartnership.org/?p=25544911',
      publishedAt: '2025-09-05',
      kind: 'analysis',
    },
    {
      title:
        'U.S. Senator Katie Britt Discusses Child Care Solutions to Labor Force Participation with Labor Secretary',
      publisher: 'Office of U.S. Sen. Katie Britt',
      url: 'https://www.britt.senate.gov/news/press-releases/u-s-senator-katie-britt-discusses-child-care-solutions-to-labor-force-participation-with-labor-secretary',
      publishedAt: '2025-05-29',
      kind: 'primary',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-congressional-dems-women-workforce-culture',
    article: slug,
    title: 'Caregiving strains show in women’s jobs data, and lawmakers want answers',
    excerpt:
      'House Democrats have pressed the Labor Department all year over its Women’s Bureau as Black women’s unemployment climbs. Flexibility and caregiving benefits are where employers can act.',
    categories: ['culture'],
    homeLabel: 'DEI & Culture',
  },
  {
    id: 'summary-congressional-dems-women-workforce-leadership',
    article: slug,
    title: 'Democratic Women’s Caucus presses DOL on the future of the Women’s Bureau',
    excerpt:
      'Caucus members want the bureau restored and its grants honored. What the oversight push means for employer flexibility, caregiving benefits and retention strategy.',
    categories: ['leadership'],
    homeLabel: 'Policy & Leadership',
    image: alternateImage(slug),
  },
]
