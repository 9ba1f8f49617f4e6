import type { ArticleModule } from '../types'
import { heroImage } from '../images'

const slug = 'verizon-slur-title-vii'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Court sides with Verizon in firing of Black worker who used anti-Black slur, rejecting Title VII claim',
  dek: 'A federal judge in Pennsylvania rejected the idea that Title VII protects a worker’s use of a slur aimed at his own group, reasoning that such a rule could not be applied without more discrimination, not less.',
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
      text: 'A Black former Verizon Wireless store employee who was fired after muttering an anti-Black slur at work cannot pursue his race discrimination claims against the company, a federal judge in Pennsylvania ruled on Oct. 8. In *Murray v. Verizon Wireless, LLC*, U.S. District Judge Gail Weilheimer of the Eastern District of Pennsylvania granted summary judgment to Verizon. The court declined to read federal law as protecting a worker’s use of a slur that refers to his own protected group.',
    },
    {
      type: 'diveBrief',
      points: [
        'The employee used the n-word twice under his breath after a frustrating but harmless conversation with a white co-worker.',
        'A Black co-worker overheard the remarks and reported them to human resources. The employee admitted using the word, and the company fired him for it.',
        'The judge called the case a difficult societal question about who may say which words at work, but said answering it would turn the court into a super-personnel department, a role it declined.',
        'A rule letting workers use slurs tied to their own protected characteristic could not be applied, the court reasoned, because managers would have to question employees about their identity to enforce it.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'Most slur litigation asks whether an employer did enough to protect the people a slur targets. This case turned that around: may an employer discipline a worker for using a slur that refers to his own race without running afoul of the law that bars race discrimination? The answer from the Eastern District of Pennsylvania was yes.',
    },
    {
      type: 'paragraph',
      text: 'The facts were not dramatic: a frustrating but harmless conversation with a co-worker, two muttered uses of the word, and a Black colleague who overheard them and told human resources, according to [an Oct. 8 summary of the ruling published on Fivel.net](https://www.fivel.net/?p=3298). The judge acknowledged that losing a job one was doing well over a single bad moment would feel harsh to anyone, and that the word might be acceptable to the employee in other social settings. The workplace, however, was not one of them.',
    },
    {
      type: 'pullQuote',
      quote:
        'to fail or refuse to hire or to discharge any individual, or otherwise to discriminate against any individual with respect to his compensation, terms, conditions, or privileges of employment, because of such individual’s race, color, religion, sex, or national origin',
      attribution: 'Title VII of the Civil Rights Act of 1964, 42 U.S.C. § 2000e-2(a)(1)',
      context: 'The conduct the statute makes an unlawful employment practice',
    },
    { type: 'heading', level: 2, text: 'Why the theory failed' },
    {
      type: 'paragraph',
      text: 'The statute’s operative words are “because of.” Title VII prohibits adverse action taken because of race; it does not exempt conduct because of who the speaker is. The employee’s theory was that a slur which applies to a worker’s own protected characteristic is his to use at work, so that firing him for it amounts to discrimination against his group.',
    },
    {
      type: 'paragraph',
      text: 'Judge Weilheimer rejected that reading as unworkable. A rule letting employees use slurs tied to their own protected characteristic could not be applied in practice, she reasoned, because a manager would have no way of knowing whether a person using an anti-Semitic slur is Jewish, or whether a person using a homophobic slur is gay, without asking. The questioning needed to find out, the court concluded, would breed more discrimination rather than less.',
    },
    { type: 'heading', level: 2, text: 'A ruling that sits beside harassment law' },
    {
      type: 'paragraph',
      text: 'The ruling sits alongside, not against, the law on harassment. In *Castleberry v. STI Group* (2017), the U.S. Court of Appeals for the Third Circuit, whose precedent binds federal courts in Pennsylvania, held that a single extreme act of discrimination can support a hostile work environment claim, as [Tucker Arensberg explained at the time](https://www.tuckerlaw.com/2017/07/21/pennsylvania-employers-beware-one-slur-supervisor-can-now-create-hostile-work-environment/). The case involved a supervisor who used the same slur while threatening to fire two Black laborers; the appeals court revived the claims a lower court had dismissed, [according to a summary by attorney Michael Klimpl](https://www.ammlaw.com/blog/a-cautionary-tale-for-employers-one-time-racial-slur-can-be-basis-of-harassment-claim-against-employer.html). Read together, the message to employers is coherent: the word is treated as serious misconduct, and a rule that bans it for everyone is both defensible and, in many workplaces, necessary.',
    },
    {
      type: 'callout',
      tone: 'key',
      title: 'What the court would not do',
      text: 'The judge declined to decide who should be allowed to say which words at work. Answering it, the court said, would mean acting as a super-personnel department that second-guesses employers. What Title VII asks is narrower: whether the employer acted because of the worker’s race.',
    },
    { type: 'heading', level: 2, text: 'What it means for policy and practice' },
    {
      type: 'paragraph',
      text: 'The decision is less about a novel legal rule than about the value of a rule that does not depend on who is speaking. An employer that bans slurs for everyone, investigates reports and documents what it finds can defend the discipline that follows. An employer that lets the answer turn on the speaker’s identity invites exactly the inquiries the court warned against.',
    },
    {
      type: 'list',
      style: 'bullet',
      items: [
        '**Speaker-neutral rules:** conduct standards should prohibit slurs and epithets regardless of who says them or whom the word describes, and say so plainly.',
        '**Tiered but predictable discipline:** if the policy allows different outcomes depending on context, define the factors in advance and apply them the same way across groups.',
        '**Outcome tracking:** log discipline for slur and harassment violations with demographic data so that disparities can be spotted and explained before a charge is filed.',
        '**Contemporaneous records:** an employee’s own admissions, captured during the investigation, leave little factual dispute about what happened.',
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
        'A rule that turns on the speaker’s identity would force managers to ask about it, which the court saw as a path to more discrimination.',
        'Uneven discipline for the same offense is a risk: apply the same consequences across groups and be ready to show it.',
        'Write language policies in speaker-neutral terms and define any contextual factors that can change the penalty.',
        'Investigate every report, interview the accused and witnesses, and document admissions and the specific rule violated.',
      ],
    },
  ],
  citations: [
    {
      title: 'Court Declines to Serve as “Super-Personnel Dept” in Same-Race Harassment Case',
      publisher: 'Fivel.net',
      url: 'https://www.fivel.net/?p=3298',
      publishedAt: '2025-10-08',
      kind: 'analysis',
    },
    {
      title:
        'Pennsylvania employers beware: One slur by a supervisor can now create a hostile work environment.',
      publisher: 'Tucker Arensberg, P.C.',
      url: 'https://www.tuckerlaw.com/2017/07/21/pennsylvania-employers-beware-one-slur-supervisor-can-now-create-hostile-work-environment/',
      publishedAt: '2017-07-21',
      kind: 'analysis',
    },
    {
      title:
        'A Cautionary Tale for Employers: One-Time Racial Slur Can Be Basis of Harassment Claim Against Employer',
      publisher: 'ammlaw.com (Michael Klimpl)',
      url: 'https://www.ammlaw.com/blog/a-cautionary-tale-for-employers-one-time-racial-slur-can-be-basis-of-harassment-claim-against-employer.html',
      publishedAt: '2017-07-28',
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
      'A federal judge ruled that Title VII does not protect a Black employee’s use of the n-word at work, calling a speaker-based exception to slur rules impossible to apply.',
    categories: ['culture'],
    homeLabel: 'Legal & Compliance',
  },
]
