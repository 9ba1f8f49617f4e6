import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'verizon-slur-title-vii'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Court sides with Verizon in firing of Black worker who used anti-Black slur, rejecting Title VII claim',
  dek: 'A federal judge in Pennsylvania found no evidence that race drove the termination and rejected the idea that Title VII protects a worker’s use of a slur aimed at his own group. A record of firing workers of several races for the same offense carried the day.',
  topic: 'Legal & Compliance',
  topics: ['title-vii', 'harassment', 'retaliation'],
  publishedAt: '2025-10-23',
  updatedAt: '2026-11-22',
  correction: {
    date: '2026-11-22',
    text: 'An earlier version said the Third Circuit held in Castleberry v. STI Group (2017) that a supervisor’s single use of the same slur could create a hostile work environment. The court ruled, on a Section 1981 claim at the pleading stage, that one such use coupled with a threat to fire the workers could be severe enough to state a claim. A summary card also said Verizon had fired workers “of every race” for the offense; the 13 firings in the record covered workers of several races.',
  },
  showBackToHome: false,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'A Black former Verizon Wireless store employee who was fired after muttering an anti-Black slur at work cannot pursue race discrimination claims against the company, a federal judge in Pennsylvania ruled on Oct. 8. In *Murray v. Verizon Wireless, LLC*, U.S. District Judge Gail Weilheimer of the Eastern District of Pennsylvania granted summary judgment to Verizon on the worker’s claims under Title VII and the Pennsylvania Human Relations Act. The court found no evidence that his race, rather than his use of the word, led to his termination, and no basis for reading federal law to excuse slurs that refer to the speaker’s own protected group.',
    },
    {
      type: 'diveBrief',
      points: [
        'The employee, who had worked at Verizon stores since September 2017, used the n-word twice under his breath on June 1, 2023, after a conversation with a co-worker. The co-worker had not used the word.',
        'A Black colleague reported the remarks to Verizon’s HR business partner. After an investigation that included two interviews in which the employee admitted the conduct, Verizon fired him effective July 12, 2023, giving his use of the word at work as the reason.',
        'Discovery showed that Verizon had fired 13 employees for confirmed use of the n-word, among them Hispanic or Latino, Black, Asian and white workers.',
        'The court rejected claims of race discrimination, retaliation and wrongful termination. The suit, first filed in the Philadelphia Court of Common Pleas and moved to federal court by Verizon, is No. 24-273.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'Most slur litigation asks whether an employer did enough to protect the people a slur targets. This case turned that around: may an employer discipline a worker for using a slur that refers to his own race without running afoul of the law that bars race discrimination? The answer from the Eastern District of Pennsylvania was yes, provided the rule is enforced evenly.',
    },
    {
      type: 'paragraph',
      text: 'The facts were not dramatic. The court described the exchange that preceded the remarks as a frustrating but harmless conversation between co-workers, and the word was not aimed at anyone, [New England Biz Law Update reported](https://newenglandbizlawupdate.com/2025/10/22/court-backs-firing-of-black-worker-over-use-of-slur). According to published summaries of the ruling, the plaintiff, Murray, argued that the word has cultural significance for African Americans and carries a different meaning inside that community than outside it. He also claimed that punishing the remark violated his right to free speech and that other Black employees had received lighter discipline for similar conduct.',
    },
    {
      type: 'pullQuote',
      quote:
        'to fail or refuse to hire or to discharge any individual, or otherwise to discriminate against any individual with respect to his compensation, terms, conditions, or privileges of employment, because of such individual’s race, color, religion, sex, or national origin',
      attribution: 'Title VII of the Civil Rights Act of 1964, 42 U.S.C. § 2000e-2(a)(1)',
      context: 'The conduct the statute makes an unlawful employment practice',
    },
    { type: 'heading', level: 2, text: 'Why the claims failed' },
    {
      type: 'paragraph',
      text: 'The statute’s operative words are “because of.” Title VII prohibits adverse action taken because of race; it does not promise identical outcomes for every employee, and it does not exempt conduct because of who the speaker is. Murray did not identify any non-Black employee who had used a slur and escaped discipline, and the court found no sign that Verizon’s stated reason was a pretext or that the firing was retaliation, according to New England Biz Law Update.',
    },
    {
      type: 'paragraph',
      text: 'Judge Weilheimer also explained why the theory could not work in practice. A rule letting employees use slurs tied to their own protected characteristic could not be applied in practice, she reasoned, asking how a manager would know whether someone using an anti-Semitic slur is Jewish, in passages of the opinion quoted by employment lawyer Jon Hyman on the [Ohio Employer Law Blog](https://www.ohioemployerlawblog.com/2025/10/same-actor-harassment-isnt-immune-from.html). The inquiry needed to find out, the court reasoned, would breed more discrimination rather than less, and the rule would leave employers unable to fix the hostile environment the same word might create for other members of the group.',
    },
    {
      type: 'paragraph',
      text: 'The other theories fared no better. The constitutional free speech argument failed because Verizon is a private employer and nothing showed it was acting on behalf of the state, [Marshall Dennehey’s summary of the decision](https://marshalldennehey.com/index.php/articles/eastern-district-pennsylvania-grants-summary-judgment-employer-termination-use-racial-slur) notes. The court refused to let the plaintiff add a disparate impact theory for the first time at summary judgment, calling it an attempt to “shoehorn” a new claim into the case. On retaliation, he pointed to a meeting the company had requested at which he said he raised discrimination, but that claim did not survive either.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The evidence that mattered',
      text: 'Verizon could show that 13 employees had been fired for confirmed use of the n-word: four who identified as Hispanic or Latino, five as Black or African American, two as white, one as Asian and one who did not identify with a racial group. That record let the company answer the discrimination claim with its own enforcement history.',
    },
    { type: 'heading', level: 2, text: 'A caution inside the win' },
    {
      type: 'paragraph',
      text: 'The record was not perfectly uniform. In the same period, three other African American employees had substantiated uses of the word but received lesser discipline rather than termination, according to [a case summary by the American Society of Employers](https://www.aseonline.org/News-Events/Articles/does-usage-of-a-racial-slur-rise-to-the-level-of-discrimination). That did not help Murray, because those employees shared his race, so the variation could not show that Black workers were treated worse than others. Employers should not read the outcome as license for inconsistency. Had the lighter outcomes gone to workers of a different race, the same facts could have supported an inference of discrimination and sent the case to a jury.',
    },
    {
      type: 'paragraph',
      text: 'The ruling sits alongside, not against, the law on harassment. In *Castleberry v. STI Group* (2017), the U.S. Court of Appeals for the Third Circuit, whose precedent binds federal courts in Pennsylvania, held that a supervisor’s single use of the same slur, coupled with a threat that the workers would be fired, could be severe enough to support a hostile work environment claim under 42 U.S.C. § 1981. Read together, the message to employers is coherent: the word is treated as serious misconduct, and a rule that bans it for everyone is both defensible and, in many workplaces, necessary.',
    },
    { type: 'heading', level: 2, text: 'What it means for policy and practice' },
    {
      type: 'paragraph',
      text: 'The decision is less about a novel legal rule than about the value of disciplined process. Verizon’s HR business partner investigated the report through multiple interviews, documented the employee’s admissions and tied the termination to a stated reason. When the case reached court, the company could also produce records of how the same offense had been handled for workers of different races.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Speaker-neutral rules:** conduct standards should prohibit slurs and epithets regardless of who says them or whom the word describes, and say so plainly.',
        '**Tiered but predictable discipline:** if the policy allows different outcomes depending on context, define the factors in advance and apply them the same way across groups.',
        '**Outcome tracking:** log discipline for slur and harassment violations with demographic data so that disparities can be spotted and explained before a charge is filed.',
        '**Contemporaneous records:** the employee’s own admissions, captured during the investigation, left no factual dispute about what happened.',
      ],
    },
    {
      type: 'paragraph',
      text: 'The decision is a trial-court ruling that binds no other court, and the employee may seek review from the Third Circuit. Still, it joins decisions in which courts have declined to treat membership in a protected class as a defense to a conduct rule enforced without regard to race.',
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Title VII bars discipline imposed because of race; it does not protect the use of racial slurs by members of any group.',
        'An enforcement record showing the same offense punished across races is the strongest answer to a disparate treatment claim.',
        'Lighter discipline for some offenders is a risk: it did no harm here only because those employees shared the plaintiff’s race.',
        'Write language policies in speaker-neutral terms and define any contextual factors that can change the penalty.',
        'Investigate every report, interview the accused and witnesses, and document admissions and the specific rule violated.',
      ],
    },
  ],
  citations: [
    {
      title: 'Court backs firing of Black worker over use of slur',
      publisher: 'New England Biz Law Update',
      url: 'https://newenglandbizlawupdate.com/2025/10/22/court-backs-firing-of-black-worker-over-use-of-slur',
      publishedAt: '2025-10-22',
      kind: 'republication',
    },
    {
      title: '“Same-actor” harassment isn’t immune from Title VII.',
      publisher: 'Ohio Employer Law Blog (Jon Hyman)',
      url: 'https://www.ohioemployerlawblog.com/2025/10/same-actor-harassment-isnt-immune-from.html',
      publishedAt: '2025-10-14',
      kind: 'analysis',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-verizon-slur-title-vii',
    article: slug,
    title: 'Verizon wins Title VII case over firing of Black worker who used anti-Black slur',
    excerpt:
      'A federal judge found no race bias in Verizon’s firing of a Black employee who used the n-word at work. A record of firing 13 workers of several races for the same offense proved decisive.',
    categories: ['culture'],
    homeLabel: 'Legal & Compliance',
  },
]
