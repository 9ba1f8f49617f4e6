import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'verizon-slur-title-vii'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Court Sides With Verizon in Firing of Black Worker Who Used Anti-Black Slur, Rejecting Title VII Claim',
  dek: "A federal judge in Philadelphia found no evidence that race drove the termination and rejected the idea that Title VII protects a worker's use of a slur aimed at his own group. Consistent enforcement data carried the day.",
  publishedAt: '2025-10-23',
  showBackToHome: false,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: "A Black former Verizon Wireless store employee who was fired after muttering an anti-Black slur at work cannot pursue race discrimination claims against the company, a federal judge in Pennsylvania ruled on Oct. 8. In *Murray v. Verizon Wireless, LLC*, U.S. District Judge Gail Weilheimer of the Eastern District of Pennsylvania granted summary judgment to Verizon on the worker's Title VII and state-law claims, finding no evidence that his race, rather than his use of the word, led to his termination, and no basis for reading federal law to excuse slurs that refer to the speaker's own protected group.",
    },
    {
      type: 'diveBrief',
      points: [
        'The employee, who had worked at Verizon stores since September 2017, used the n-word twice under his breath on June 1, 2023, after a conversation with a co-worker. The co-worker he had been talking with had not used the word.',
        'A Black colleague reported the remarks to human resources. After an investigation that included two interviews in which the employee admitted the conduct, Verizon terminated him effective July 12, 2023, citing his use of the slur at work.',
        'Discovery showed Verizon had fired 13 employees for confirmed use of the n-word, spanning Hispanic or Latino, Black, Asian and white workers, among others.',
        'The court rejected claims of race discrimination, retaliation and wrongful termination under Title VII and the Pennsylvania Human Relations Act. The case is No. 24-273.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'Most workplace slur litigation asks whether an employer did enough to stop harassment of the people targeted. This case turned the question around: whether an employer may discipline a worker for using a slur that refers to his own race without running afoul of the law that bars race discrimination. The answer from the Eastern District of Pennsylvania was yes, provided the rule is enforced evenly.',
    },
    {
      type: 'paragraph',
      text: 'The facts were not dramatic. The court described the exchange that preceded the remarks as an "apparently frustrating but fairly innocuous conversation" between co-workers. As the employee walked toward the store\'s front doors, he used the word twice, not directed at anyone. According to summaries of the ruling, the plaintiff argued that the word carries cultural significance for African Americans and a different meaning when used within that community than when used by others. He also contended that Verizon\'s policy on such language was unclear, that being disciplined for the remark infringed his free speech, and that other Black employees had received lighter discipline for similar conduct.',
    },
    {
      type: 'pullQuote',
      quote:
        "to fail or refuse to hire or to discharge any individual, or otherwise to discriminate against any individual with respect to his compensation, terms, conditions, or privileges of employment, because of such individual's race, color, religion, sex, or national origin",
      attribution: 'Title VII of the Civil Rights Act of 1964, 42 U.S.C. § 2000e-2(a)(1)',
      context: 'The conduct the statute makes an unlawful employment practice',
    },
    { type: 'heading', level: 2, text: 'Why the claims failed' },
    {
      type: 'paragraph',
      text: "The statute's operative words are \"because of.\" Title VII prohibits adverse action taken because of race; it does not guarantee identical outcomes for every employee, and it does not carve out conduct based on the speaker's identity. Judge Weilheimer found nothing in the record suggesting the decision-makers were motivated by the employee's race. He did not identify any non-Black employee who used a slur and escaped discipline, and the court found no sign that Verizon's stated reason was a pretext.",
    },
    {
      type: 'paragraph',
      text: 'The other theories fared no better. The constitutional free speech argument failed because Verizon is a private employer and there was no showing that it acted on the state\'s behalf. The court declined to let the plaintiff introduce a disparate impact theory for the first time at summary judgment, describing it as an attempt to "shoehorn" a new claim into the case. And on retaliation, the court found no evidence connecting the firing to any complaint of discrimination.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'The evidence that mattered',
      text: 'Verizon could show that 13 employees had been terminated for confirmed use of the n-word: four who identified as Hispanic or Latino, five as Black or African American, two as white, one as Asian and one who did not identify with a racial group. A race-neutral enforcement record is what turned a policy argument into a summary judgment win.',
    },
    { type: 'heading', level: 2, text: 'A caution inside the win' },
    {
      type: 'paragraph',
      text: 'The record was not perfectly uniform. During the same period, three other African American employees had substantiated uses of the word but were not fired and received lesser discipline, according to published summaries of the ruling. The plaintiff pointed to that difference. It did not help him, because those employees shared his race, so the variation could not show that Black workers were treated worse than others. But employers should not read the outcome as license for inconsistency. Had the lighter outcomes gone to workers of a different race, the same facts could have supported an inference of discrimination and sent the case to a jury.',
    },
    {
      type: 'paragraph',
      text: 'The ruling also fits alongside, rather than against, the law on harassment. The U.S. Court of Appeals for the Third Circuit, whose precedent binds Pennsylvania federal courts, held in *Castleberry v. STI Group* (2017) that a single incident can be severe enough to create a hostile work environment when a supervisor used the same slur. Read together, the message to employers is coherent: the word is treated as serious misconduct, and a policy that bans it for everyone is both defensible and, in many workplaces, necessary.',
    },
    { type: 'heading', level: 2, text: 'What it means for policy and practice' },
    {
      type: 'paragraph',
      text: "For HR leaders, the decision is less about a novel legal rule than about the value of disciplined process. Verizon's HR business partner investigated the report, interviewed witnesses and the employee, documented his admissions and tied the termination to a stated policy violation. When the case reached court, the company could also produce enterprise-wide data on how the same offense had been handled across demographic groups. Many employers could not assemble that record on short notice.",
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Speaker-neutral rules:** conduct standards should prohibit slurs and epithets regardless of who says them or whom the word describes, and say so plainly.',
        '**Tiered but predictable discipline:** if the policy allows different outcomes based on context, define the factors in advance and apply them the same way across groups.',
        '**Outcome tracking:** log discipline for slur and harassment violations with demographic data so that disparities can be spotted and explained before a charge is filed.',
        "**Contemporaneous records:** the employee's own admissions, captured during the investigation, removed any factual dispute about what happened.",
      ],
    },
    {
      type: 'paragraph',
      text: "The decision is a trial-court ruling and binds no other court, and the employee may seek review from the Third Circuit. Still, it adds to a body of decisions in which courts have declined to treat a worker's membership in a protected class as a defense to a uniformly enforced conduct rule.",
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Title VII bars discipline imposed because of race; it does not protect the use of racial slurs by members of any group.',
        'An enforcement record showing the same offense punished across races is the strongest defense against a disparate treatment claim.',
        "Lighter discipline for some offenders is a risk: it helped Verizon only because those employees shared the plaintiff's race.",
        'Write language policies in speaker-neutral terms and define any contextual factors that can change the penalty.',
        'Investigate every report, interview the accused and witnesses, and document admissions and the specific policy violated.',
      ],
    },
  ],
  citations: [
    {
      title: 'Does Usage of a Racial Slur Rise to the Level of Discrimination?',
      publisher: 'American Society of Employers',
      url: 'https://www.aseonline.org/News-Events/Articles/does-usage-of-a-racial-slur-rise-to-the-level-of-discrimination',
    },
    {
      title:
        'Eastern District of Pennsylvania Grants Summary Judgment for Employer: Termination for Use of Racial Slur Upheld Under Title VII and PHRA',
      publisher: 'Marshall Dennehey',
      url: 'https://marshalldennehey.com/index.php/articles/eastern-district-pennsylvania-grants-summary-judgment-employer-termination-use-racial-slur',
    },
    {
      title: 'Court backs firing of Black worker over use of slur',
      publisher: 'New England Biz Law Update',
      url: 'https://newenglandbizlawupdate.com/2025/10/22/court-backs-firing-of-black-worker-over-use-of-slur',
    },
  ],
}

export const summaries: ArticleModule['summaries'] = [
  {
    id: 'summary-verizon-slur-title-vii',
    article: slug,
    title: 'Verizon Wins Title VII Case Over Firing of Black Worker Who Used Anti-Black Slur',
    excerpt:
      "A federal judge found no race bias in Verizon's firing of a Black employee who used the n-word at work. Evidence that the company fired workers of every race for the same offense proved decisive.",
    categories: ['culture'],
    homeLabel: 'Legal & Compliance',
  },
]
