import type { ArticleModule } from '@/seed/content/types'
import { heroImage, alternateImage } from '@/seed/content/images'

const slug = 'linkedin-ai-targeting'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'European regulators warn LinkedIn users before Nov. 3 AI training and ad-sharing changes: what HR should tell employees',
  dek: 'New terms let LinkedIn train generative AI on member profiles and posts in Europe, the U.K., Canada and Hong Kong, and share more member data with Microsoft for ads in the U.S. and elsewhere. Both settings are on by default.',
  topic: 'Employee Rights',
  topics: ['data-privacy', 'ai-at-work', 'ai-in-hiring'],
  publishedAt: '2025-09-26',
  updatedAt: '2026-11-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'Europe’s privacy regulators spent this week telling LinkedIn’s members to check their settings. On Sept. 24 the Dutch Data Protection Authority urged users to opt out before Nov. 3 if they do not want their data used to train AI, a day after the U.K. Information Commissioner’s Office said it would monitor the rollout. The warnings follow LinkedIn’s announcement of updated terms and a revised privacy policy that take effect Nov. 3: the network will begin using profile data and public content from members in the European Union, the wider European Economic Area, Switzerland, the U.K., Canada and Hong Kong to train the generative AI models behind its content tools, and it will share more member data with parent company Microsoft to personalize advertising in the U.S. and most other markets. Members can switch off both uses, but only if they find the settings. For employers whose staff, candidates and recruiters all use the platform, this is a data privacy story with workplace consequences.',
    },
    {
      type: 'diveBrief',
      points: [
        'LinkedIn’s revised User Agreement and Privacy Policy take effect Nov. 3, 2025.',
        'In the EU, EEA, Switzerland, U.K., Canada and Hong Kong, LinkedIn will use profile details and public content such as posts and comments to train content-generating AI models; private messages are excluded, and the “Data for Generative AI Improvement” setting is on by default.',
        'Separately, LinkedIn will share more member data with Microsoft so Microsoft companies can show more personalized ads; that change applies in the U.S. and most other regions but not in the EU, the U.K. or Switzerland.',
        'The U.K. Information Commissioner’s Office said on Sept. 23 that it would monitor LinkedIn’s rollout, and the Dutch Data Protection Authority urged users on Sept. 24 to review their settings before Nov. 3.',
      ],
    },
    { type: 'diveInsight', heading: 'What is changing' },
    {
      type: 'paragraph',
      text: 'LinkedIn already trains AI on data from members in the U.S. and many other markets, a practice it introduced with an opt-out setting in 2024. Members in the EEA and Switzerland were left out from the start, and the U.K. was added to those exclusions in September 2024 after its data regulator raised concerns. The November update brings those jurisdictions, plus Canada and Hong Kong, into scope. According to LinkedIn’s [notice of the changes](https://www.linkedin.com/help/linkedin/answer/a1341216/updates-to-user-agreement-and-privacy-policy), the training data covers profile details and public content such as posts and comments; summarizing the plan, the Dutch regulator listed names, photos and work experience, and public posts, comments and polls, and [Security.NL’s report](https://www.security.nl/posting/905970/AP+zeer+bezorgd+over+AI-training+LinkedIn+en+adviseert+gebruikers+op-out) of the warning added education, location and skills. Private messages are excluded. The Dutch regulator noted that the plan reaches back to data members have shared since 2003.',
    },
    {
      type: 'paragraph',
      text: 'For members in Europe and the U.K., LinkedIn’s notice refers them to its European regional privacy notice for the legal basis of the training. The company is not asking members to opt in, which is why the setting arrives switched on: members who do not want their data used must object in their settings. Switching the setting off stops future use, but LinkedIn’s [help center](https://www.linkedin.com/help/linkedin/answer/a6278444) says opting out does not affect training that has already taken place.',
    },
    {
      type: 'paragraph',
      text: 'The advertising change runs on a different track and covers a different map. From Nov. 3, LinkedIn will share more data with its affiliate Microsoft so the Microsoft family of companies can show members more personalized and relevant ads, the company said in its [notice](https://www.linkedin.com/help/linkedin/answer/a1341216/updates-to-user-agreement-and-privacy-policy), and it says the sharing excludes any data a member’s settings do not allow it to use for ads. Members can turn the sharing off in their advertising data settings.',
    },
    { type: 'heading', level: 2, text: 'Regulators are watching the default' },
    {
      type: 'paragraph',
      text: 'LinkedIn’s first attempt to train on British and European data stalled in September 2024, after the U.K. Information Commissioner’s Office raised concerns and the company suspended the processing. In an [updated statement on Sept. 23, 2025](https://ico.org.uk/about-the-ico/media-centre/news-and-blogs/2024/09/our-statement-on-changes-to-linkedin-ai-data-policy/), an ICO spokesperson said LinkedIn had improved its transparency material, made it simpler for users to object through opt-out settings and provided a longer window to do so, and that the regulator would keep monitoring as processing began.',
    },
    {
      type: 'pullQuote',
      quote:
        'We have been clear that where organisations plan to use users’ information to train generative AI models, they should put effective safeguards in place before they start using personal data for model training, including providing a clear and simple route for users to object to the processing.',
      attribution:
        'An Information Commissioner’s Office spokesperson, in the ICO’s updated statement on LinkedIn’s AI data policy',
      context:
        'Published on ico.org.uk, Sept. 23, 2025, as LinkedIn resumed plans to train AI on U.K. user data',
    },
    {
      type: 'paragraph',
      text: 'The Dutch Data Protection Authority was blunter. Vice-Chair Monique Verdier said the authority sees significant risks in the plans, noting that people shared their information years ago without foreseeing that it could be used for AI training, and that once data is inside a model it is difficult to remove, [NL Times reported](https://nltimes.nl/2025/09/24/dutch-privacy-watchdog-urges-linkedin-users-opt-ai-data-training-nov-3). The authority said it had already received complaints and would handle them with Ireland’s Data Protection Commission, LinkedIn’s lead supervisor in the EU.',
    },
    { type: 'heading', level: 2, text: 'Why this lands on HR’s desk' },
    {
      type: 'paragraph',
      text: 'LinkedIn is not an HR system, but it functions as one for many organizations: it is where recruiters source candidates, where employer brands are built and where employees are encouraged to post on the company’s behalf. That makes the data decisions of its members a workplace issue in at least four ways.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Employee advocacy programs.** Posts employees write to promote the company are public content. In covered regions, that content becomes potential training data unless the employee opts out, a point worth stating plainly in advocacy guidance.',
        '**Candidate profiles.** The profiles recruiters search are the same profiles that feed the models in covered regions. Talent teams that steer candidates toward LinkedIn should be ready to explain, in plain terms, what the platform’s settings do.',
        '**Recruiting and employer-brand advertising.** Changes to how LinkedIn and Microsoft personalize ads can affect how recruitment campaigns reach audiences, particularly for members who opt out of data sharing.',
        '**Multinational consistency.** Employees in Europe, the U.K., Canada and Hong Kong face different defaults from U.S. colleagues. Global communications should not assume one set of settings applies everywhere.',
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Personal accounts, personal choices',
      text: 'LinkedIn profiles are generally employees’ own accounts. HR can explain the new settings and where to find them, but requiring workers to keep AI training or ad sharing switched on, or off, would reach into a personal privacy decision and could create employee relations and legal risk. Education, not mandates, is the safer posture.',
    },
    {
      type: 'paragraph',
      text: 'There is also a confidentiality angle. Training on public posts raises the stakes of careless disclosure. Guidance reminding employees not to share nonpublic company information, client details or colleagues’ personal data on social platforms is not new, but the prospect of that content being absorbed into a model is a timely reason to reinforce it.',
    },
    {
      type: 'actionItems',
      title: 'Action items before Nov. 3',
      items: [
        'Send a short, neutral notice to employees in affected regions explaining the two settings, where to find them under Settings & Privacy, and that the choice is theirs.',
        'Update employee advocacy and social media guidelines to note that public posts may be used for AI training and to restate confidentiality expectations.',
        'Ask your LinkedIn account team how the changes affect recruiter tools, candidate data and recruitment advertising audiences.',
        'Coordinate with privacy and legal teams on any region-specific communications, particularly in the EU, U.K. and Canada.',
        'Review whether your own AI vendors train on candidate or employee data, and apply the same transparency standard internally that regulators are asking of LinkedIn.',
      ],
    },
  ],
  citations: [
    {
      title: 'Our statement on changes to LinkedIn AI data policy (updated statement)',
      publisher: 'Information Commissioner’s Office',
      url: 'https://ico.org.uk/about-the-ico/media-centre/news-and-blogs/2024/09/our-statement-on-changes-to-linkedin-ai-data-policy/',
      publishedAt: '2025-09-23',
      kind: 'primary',
    },
    {
      title: 'Updates to User Agreement and Privacy Policy',
      publisher: 'LinkedIn',
      url: 'https://www.linkedin.com/help/linkedin/answer/a1341216/updates-to-user-agreement-and-privacy-policy',
      publishedAt: '2025-09-18',
      kind: 'primary',
    },
    {
      title:
        'Control whether LinkedIn uses your data to improve generative AI (GAI) models that are used for content creation on LinkedIn',
      publisher: 'LinkedIn',
      url: 'https://www.linkedin.com/help/linkedin/answer/a6278444',
      publishedAt: '2025-09-18',
      kind: 'primary',
    },
    {
      title: 'Dutch privacy watchdog urges LinkedIn users to opt out of AI data training by Nov. 3',
      publisher: 'NL Times',
      url: 'https://nltimes.nl/2025/09/24/dutch-privacy-watchdog-urges-linkedin-users-opt-ai-data-training-nov-3',
      publishedAt: '2025-09-24',
      kind: 'reporting',
    },
    {
      title: 'AP zeer bezorgd over AI-training LinkedIn en adviseert gebruikers op-out',
      publisher: 'Security.NL',
      url: 'https://www.security.nl/posting/905970/AP+zeer+bezorgd+over+AI-training+LinkedIn+en+adviseert+gebruikers+op-out',
      publishedAt: '2025-09-24',
      kind: 'reporting',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-linkedin-ai-targeting-analytics',
    article: slug,
    title:
      'LinkedIn’s Nov. 3 data changes: AI training in Europe, more ad sharing with Microsoft in the U.S.',
    excerpt:
      'Both settings are on by default, and regulators in the U.K. and the Netherlands are watching. What privacy-minded HR teams should tell employees about opting out before the deadline.',
    categories: ['analytics'],
    homeLabel: 'Data Privacy & Culture',
  },
  {
    id: 'summary-linkedin-ai-targeting-talent',
    article: slug,
    title: 'Profiles and posts become AI training data on LinkedIn: what it means for recruiting',
    excerpt:
      'Members’ profiles and employees’ advocacy posts may feed LinkedIn’s AI models in covered regions from Nov. 3. Talent leaders should update guidance and ask vendors hard questions.',
    categories: ['talent'],
    homeLabel: 'AI & Employment Law',
    image: alternateImage(slug),
  },
]
