import type { ArticleModule } from '../types'
import { heroImage, alternateImage } from '../images'

const slug = 'google-retaliation-suit'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Fired Google Protesters’ Retaliation Suit Tests How Far Title VII Protects Workplace Activism',
  dek: 'Nine former employees dismissed after the April 2024 Project Nimbus sit-ins are suing Google under Title VII and state law, recasting a protest over a customer contract as opposition to workplace discrimination.',
  topic: 'Employee Rights',
  publishedAt: '2025-09-24',
  showBackToHome: true,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'When Google dismissed roughly 50 employees after sit-ins at its New York and Sunnyvale, California, offices in April 2024, the company framed the decision as a straightforward response to disruption. A proposed class action filed this spring by nine of those former employees frames it very differently: as **retaliation for opposing discrimination** against Palestinian, Arab and Muslim workers, in violation of Title VII of the Civil Rights Act of 1964 and several state and city laws. The case is still in its early stages and no court has ruled on the merits, but the theory it advances is one every HR leader who handles employee protest should understand.',
    },
    {
      type: 'diveBrief',
      points: [
        'Nine former Google employees filed a proposed nationwide class action in April 2025 in the U.S. District Court for the Northern District of California (No. 5:25-cv-03268), alleging their terminations were retaliatory.',
        'The plaintiffs, who worked as software engineers and in operations and talent equity roles in California, Washington and Texas, were among about 50 people fired after April 16, 2024 sit-ins organized by the group No Tech for Apartheid.',
        'The sit-ins targeted Project Nimbus, a $1.2 billion cloud computing contract Google and Amazon hold with the Israeli government, and also protested what organizers described as harassment of Palestinian, Arab and Muslim employees.',
        'The suit asserts claims under Title VII, New York, California and Washington law, and New York City, San Francisco and Seattle ordinances, and seeks compensatory and punitive damages. Google has said every person it fired was directly involved in disruption inside its buildings.',
      ],
    },
    { type: 'diveInsight' },
    { type: 'heading', level: 2, text: 'From labor charge to civil-rights claim' },
    {
      type: 'paragraph',
      text: 'The dispute began as a labor matter. Google fired 28 employees the day after the April 16, 2024 sit-ins and dismissed about 20 more the following week. Nine employees were arrested at the two offices; in Sunnyvale, protesters had entered the office of Google Cloud CEO Thomas Kurian, who was not there at the time. On April 29, 2024, fired workers filed an unfair labor practice charge with the National Labor Relations Board, arguing that the protest was concerted activity connected to their terms and conditions of work and seeking reinstatement and back pay.',
    },
    {
      type: 'paragraph',
      text: 'The federal lawsuit shifts the ground. Rather than relying only on the National Labor Relations Act, it argues that the protest was, in part, a complaint about discrimination inside Google, which would bring it within the anti-retaliation provision of Title VII and its state and local counterparts. That matters for remedies: Title VII allows compensatory and punitive damages, subject to statutory caps, while the labor act generally offers reinstatement and back pay. It also matters for the legal question. Google has argued in earlier labor litigation that employees have no protected right to protest the company’s choice of customers. A discrimination-based theory sidesteps that argument if a court accepts that the employees were opposing unlawful treatment of co-workers.',
    },
    {
      type: 'pullQuote',
      quote:
        'It shall be an unlawful employment practice for an employer to discriminate against any of his employees … because he has opposed any practice made an unlawful employment practice by this subchapter.',
      attribution: 'Title VII of the Civil Rights Act of 1964, Section 704(a)',
      context: 'The opposition clause at the center of the former employees’ claims',
    },
    { type: 'heading', level: 2, text: 'What the complaint alleges' },
    {
      type: 'paragraph',
      text: 'According to the complaint, as described in coverage by Bloomberg Law, Courthouse News and the USA Herald, the demonstrators handed out leaflets, held signs and wrote messages on whiteboards, and counter-protesters who filmed and harassed them faced no discipline. The suit says the plaintiffs were told they were fired for creating safety concerns for co-workers, and it disputes that the sit-ins were disruptive in any meaningful way, asserting that any disruption was manufactured by Google’s own security staff.',
    },
    {
      type: 'paragraph',
      text: 'The complaint also places the firings in a longer history. It cites an October 2023 internal investigation of a Muslim employee who had circulated a petition against Project Nimbus and who, it says, was accused of terrorism, and a March 2024 episode in which internal messages critical of the contract were leaked to The Daily Wire, which published the names, photographs and office locations of two Muslim employees. The plaintiffs allege Google did not adequately protect them.',
    },
    { type: 'heading', level: 2, text: 'Google’s position' },
    {
      type: 'paragraph',
      text: 'Google has consistently described the firings as a response to conduct, not viewpoint. In an April 2024 company-wide memo, Chris Rakow, Google’s vice president of global security, wrote that the protesters had taken over office spaces, defaced property and physically impeded other employees’ work, and warned that the company would act against disruptive behavior up to and including termination. The company has also said the Nimbus contract does not involve highly sensitive, classified or military workloads relevant to weapons or intelligence services.',
    },
    {
      type: 'pullQuote',
      quote:
        'This is a very clear case of employees disrupting and occupying work spaces, and making other employees feel threatened and unsafe. By any standard, their behavior was completely unacceptable — and widely seen as such.',
      attribution: 'A Google spokesperson, in a statement on the firings',
      context: 'Spring 2024, after the dismissals',
    },
    { type: 'heading', level: 2, text: 'The reasonableness question' },
    {
      type: 'paragraph',
      text: 'Two issues are likely to decide whether claims like these survive. The first is whether the protest was opposition to conduct that Title VII actually prohibits. A demonstration aimed mainly at a business contract is not, on its own, protected opposition; the plaintiffs will need to show that complaints about discrimination and harassment were a genuine part of what they were opposing, and that they reasonably believed the conduct they opposed was unlawful. The second is the manner of the protest. Courts have long held that even sincere opposition to discrimination loses protection when the employee’s methods are unreasonable, for example when they substantially interfere with the employer’s operations. Whether a multi-hour occupation of offices crosses that line is a fact-heavy question that is rarely resolved at the outset of a case.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'Why this matters beyond Google',
      text: 'Employers often treat politically charged protest as a conduct issue governed by workplace policy. When protesters also raise complaints about discrimination against identifiable groups of co-workers, the same discipline can be reviewed as potential retaliation, where the employer must show a legitimate, non-retaliatory reason applied consistently.',
    },
    {
      type: 'paragraph',
      text: 'Consistency is where the plaintiffs have focused much of their fire. Their allegation that counter-protesters were not disciplined is the kind of comparator evidence that can carry a retaliation claim past early motions, regardless of how a court ultimately views the protest itself. The organizers’ earlier contention, made when the labor charge was filed, that some of those fired were bystanders rather than participants raises a similar question about how carefully individual decisions were documented.',
    },
    { type: 'heading', level: 2, text: 'What this means for HR' },
    {
      type: 'paragraph',
      text: 'The practical lesson is less about geopolitics than about process. Large employers with active employee groups can expect protest to mix ethical objections to business decisions with complaints about how particular employees are treated. HR teams that separate those strands early, route discrimination complaints into the normal investigation process and base discipline on documented individual conduct will be better placed if a termination is later challenged. Points to review now:',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        'Whether demonstration, occupancy and security policies are written neutrally and enforced the same way against all sides of a dispute.',
        'Whether investigations before mass terminations establish what each individual did, rather than relying on attendance lists or badge data alone.',
        'Whether complaints of harassment or doxxing tied to political or religious identity were logged, investigated and resolved, and whether that record is complete.',
        'Whether communications from executives and security leaders describe conduct precisely, since those messages are likely to become exhibits.',
      ],
    },
    {
      type: 'actionItems',
      title: 'What HR leaders should do now',
      items: [
        'Map where employee activism at your organization touches protected categories such as religion, national origin or race, and brief employee relations and legal teams on Title VII opposition-clause risk.',
        'Require a documented, person-by-person conduct review before any group discipline linked to a protest.',
        'Apply workplace conduct rules identically to protesters and counter-protesters, and record how each incident was handled.',
        'Treat allegations of harassment, doxxing or surveillance of employee groups as formal complaints with a tracked investigation and outcome.',
        'Coordinate labor, employment and security counsel before responding to sit-ins, since the same facts may be tested under both the NLRA and anti-discrimination law.',
      ],
    },
  ],
  citations: [
    {
      title: 'Google Accused of Job Bias Against Pro-Palestinian Supporters',
      publisher: 'Bloomberg Law',
      url: 'https://news.bloomberglaw.com/litigation/google-accused-of-job-bias-against-pro-palestinian-supporters',
    },
    {
      title: 'Google employees claim they were unlawfully fired after Palestine demonstration',
      publisher: 'Big News Network (Courthouse News Service)',
      url: 'https://bignewsnetwork.com/news/278159978/google-employees-claim-they-were-unlawfully-fired-after-palestine-demonstration',
    },
    {
      title: 'Fired Google Workers File Class Action Over Retaliation for Pro-Palestine Protest',
      publisher: 'USA Herald',
      url: 'https://usaherald.com/fired-google-workers-file-class-action-over-retaliation-for-pro-palestine-protest/2',
    },
    {
      title:
        'Fired Google workers ousted over Israeli contract protests file complaint with labor regulators',
      publisher: 'The Atlanta Journal-Constitution (Associated Press)',
      url: 'https://www.ajc.com/news/nation-world/fired-google-workers-ousted-over-israeli-contract-protests-file-complaint-with-labor-regulators/FFXNOR3Y35FPDFOTGNXFQCPC3Y/',
    },
    {
      title: '‘Think again,’ Google says to protesters as fired employees speak out',
      publisher: 'KTVU FOX 2',
      url: 'https://www.ktvu.com/news/think-again-google-says-to-protesters-fired-employees-speak-out',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-google-retaliation-suit-culture',
    article: slug,
    title:
      'When Protest Meets Title VII: Fired Google Workers Say They Were Punished for Opposing Bias',
    excerpt:
      'Nine former Googlers fired after the 2024 Project Nimbus sit-ins argue they were opposing discrimination against Muslim and Arab colleagues. The case shows how activism disputes can turn into retaliation claims.',
    categories: ['culture'],
    homeLabel: 'Employee Rights',
  },
  {
    id: 'summary-google-retaliation-suit-leadership',
    article: slug,
    title: 'Google Retaliation Suit: The Discipline Process Questions Every Legal Team Should Ask',
    excerpt:
      'A proposed class action over Google’s 2024 protest firings turns on consistency and documentation. Leaders should check how group discipline is investigated, recorded and applied to all sides of a dispute.',
    categories: ['leadership'],
    homeLabel: 'Legal & Compliance',
    image: alternateImage(slug),
  },
]
