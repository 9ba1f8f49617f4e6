import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'linkedin-ai-targeting'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'LinkedIn widens AI training and Microsoft ad sharing on Nov. 3. What HR should tell employees and candidates',
  dek: 'New terms let LinkedIn train generative AI on member profiles and posts in Europe, the UK, Canada and Hong Kong, and share more member data with Microsoft for ads in the U.S. and elsewhere. Both settings are on by default.',
  topic: 'Employee Rights',
  publishedAt: '2025-10-27',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "One week from today, the world's largest professional network changes how it uses the career histories of its members. Under updated terms and a revised privacy policy taking effect Nov. 3, LinkedIn will begin using profile data and public content from members in the European Union, the wider European Economic Area, Switzerland, the U.K., Canada and Hong Kong to train the generative AI models behind its content tools, and it will share additional member data with parent company Microsoft to personalize advertising in the U.S. and most other markets. Members can switch off both uses, but only if they find the settings. For HR leaders whose employees, candidates and recruiters all live on the platform, the change is a data privacy story with direct workplace consequences.",
    },
    {
      type: 'diveBrief',
      points: [
        'LinkedIn announced in mid-September that revised terms and a new privacy policy take effect Nov. 3, 2025.',
        'In the EU, EEA, Switzerland, U.K., Canada and Hong Kong, LinkedIn will use profile details and public content such as posts, articles and comments to train content-generating AI models; private messages are excluded, and the "Data for Generative AI Improvement" setting is on by default.',
        'Separately, LinkedIn will share more member data, including profile, feed activity and ad engagement data, with Microsoft so Microsoft companies can show more personalized ads; the change applies in the U.S. and most regions but not in the EU, EEA, U.K. or Switzerland, according to reports.',
        "The U.K. Information Commissioner's Office said Sept. 23 it would monitor LinkedIn's rollout, and the Dutch Data Protection Authority urged users on Sept. 24 to review their settings before Nov. 3.",
      ],
    },
    { type: 'diveInsight', heading: 'What is changing' },
    {
      type: 'paragraph',
      text: "LinkedIn already trains AI on data from members in the U.S. and many other markets, a practice it introduced with an opt-out setting in 2024. Members in the EEA and Switzerland were left out from the start, the U.K. was added to the exclusions after its data regulator objected, and LinkedIn paused use of Hong Kong members' data that October after the territory's privacy commissioner raised concerns. The November update brings all of those jurisdictions, plus Canada, into scope. According to LinkedIn's updated privacy documentation, as summarized by trade press, the training data can include profile fields such as name, photo, current position, work history, education, location and skills; public posts, articles, poll responses and comments; prompts members type into LinkedIn's AI features; and resumes and screening-question responses that members save to their accounts for future use, though not information tied to a specific job application. Private messages, login credentials and payment data are excluded, as is data from members LinkedIn believes may be under 18.",
    },
    {
      type: 'paragraph',
      text: "In Europe and the U.K., LinkedIn is relying on legitimate interest as its legal basis rather than asking for consent, which is why the setting arrives switched on. Several outlets have reported that opting out stops future use of a member's data but does not pull back data already used for training before the change.",
    },
    {
      type: 'paragraph',
      text: "The advertising change runs on a different track and covers a different map. LinkedIn told members that starting Nov. 3 it will share additional data with its affiliate Microsoft so the Microsoft family of companies can show them more personalized and relevant ads, and that the shared data may include profile data, feed activity data and ad engagement data, but not data that a member's settings bar LinkedIn from using for ads. Members can turn the sharing off under the advertising data settings; LinkedIn's notice says that whatever a member chooses, Microsoft ads will still appear, but without LinkedIn-based personalization.",
    },
    { type: 'heading', level: 2, text: 'Regulators are watching the default' },
    {
      type: 'paragraph',
      text: "LinkedIn's first attempt to train on European and British data stalled in 2024 after the U.K. Information Commissioner's Office raised concerns and the company suspended processing. In an updated statement on Sept. 23, 2025, the ICO said LinkedIn had improved its transparency materials, made it simpler to object through opt-out settings and provided a longer window to do so, and that the regulator would keep monitoring as processing began.",
    },
    {
      type: 'pullQuote',
      quote:
        "We have been clear that where organisations plan to use users' information to train generative AI models, they should put effective safeguards in place before they start using personal data for model training, including providing a clear and simple route for users to object to the processing.",
      attribution: "ICO spokesperson, in the regulator's updated statement of Sept. 23, 2025",
    },
    {
      type: 'paragraph',
      text: "The Dutch Data Protection Authority was blunter. Vice-Chair Monique Verdier said the authority sees significant risks in the plans, noting that LinkedIn intends to use data going back to 2003 that people shared without foreseeing AI training, and that once data is inside a model it is difficult to remove. The authority said it had already received complaints and would handle them with Ireland's Data Protection Commission, LinkedIn's lead supervisor in the EU.",
    },
    { type: 'heading', level: 2, text: "Why this lands on HR's desk" },
    {
      type: 'paragraph',
      text: "LinkedIn is not an HR system, but it functions as one for many organizations: it is where recruiters source candidates, where employer brands are built and where employees are encouraged to post on the company's behalf. That makes the data decisions of its members a workplace issue in at least four ways.",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Employee advocacy programs.** Posts employees write to promote the company are public content. In covered regions, that content becomes potential training data unless the employee opts out, a point worth stating plainly in advocacy guidance.',
        '**Candidate data.** Resumes and screening answers that job seekers save to their LinkedIn accounts may be used for training in covered regions. Talent teams that direct candidates to apply through LinkedIn should understand what candidates are agreeing to.',
        '**Recruiting and employer-brand advertising.** Changes to how LinkedIn and Microsoft personalize ads can affect how recruitment campaigns reach audiences, particularly for members who opt out of data sharing.',
        '**Multinational consistency.** Employees in Europe, the U.K., Canada and Hong Kong face different defaults from U.S. colleagues. Global communications should not assume one set of settings applies everywhere.',
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Personal accounts, personal choices',
      text: "LinkedIn profiles are generally employees' own accounts. HR can explain the new settings and where to find them, but requiring workers to keep AI training or ad sharing switched on, or off, would reach into a personal privacy decision and could create employee relations and legal risk. Education, not mandates, is the safer posture.",
    },
    {
      type: 'paragraph',
      text: "There is also a confidentiality angle. Training on public posts raises the stakes of careless disclosure. Guidance reminding employees not to share nonpublic company information, client details or colleagues' personal data on social platforms is not new, but the prospect of that content being absorbed into a model is a timely reason to reinforce it.",
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
      title: 'Our statement on changes to LinkedIn AI data policy',
      publisher: "Information Commissioner's Office",
      url: 'https://cy.ico.org.uk/about-the-ico/media-centre/news-and-blogs/2024/09/our-statement-on-changes-to-linkedin-ai-data-policy',
    },
    {
      title: 'Dutch privacy watchdog urges LinkedIn users to opt out of AI data training by Nov. 3',
      publisher: 'NL Times',
      url: 'https://nltimes.nl/2025/09/24/dutch-privacy-watchdog-urges-linkedin-users-opt-ai-data-training-nov-3',
    },
    {
      title: 'LinkedIn privacy update: Microsoft can use your data from Nov 3 — how to stop it',
      publisher: 'Gulf News',
      url: 'https://gulfnews.com/technology/linkedin-privacy-update-microsoft-can-use-your-data-from-nov-3-how-to-stop-it-1.500281615',
    },
    {
      title: 'Dutch privacy regulator sounds warning over LinkedIn AI plans',
      publisher: 'Pinsent Masons Out-Law',
      url: 'https://www.pinsentmasons.com/out-law/news/dutch-privacy-warning-linkedin-ai',
    },
    {
      title: 'LinkedIn expands AI training to include user data starting November 3',
      publisher: 'PPC Land',
      url: 'https://ppcland.cdn.mymagic.page/linkedin-expands-ai-training-to-include-user-data-starting-november-3',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-linkedin-ai-targeting-analytics',
    article: slug,
    title:
      "LinkedIn's Nov. 3 data changes: AI training in Europe, more ad sharing with Microsoft in the U.S.",
    excerpt:
      'Both settings are on by default, and regulators in the U.K. and the Netherlands are watching. What privacy-minded HR teams should tell employees about opting out before the deadline.',
    categories: ['analytics'],
    homeLabel: 'Data Privacy & Culture',
  },
  {
    id: 'summary-linkedin-ai-targeting-talent',
    article: slug,
    title:
      'Resumes, posts and profiles become AI training data on LinkedIn. What it means for recruiting',
    excerpt:
      "Candidates' saved resumes and employees' advocacy posts may feed LinkedIn's AI models in covered regions. Talent leaders should update guidance and ask vendors hard questions.",
    categories: ['talent'],
    homeLabel: 'AI & Employment Law',
    image: alternateImage(slug),
  },
]
