import type { ArticleModule } from '@/seed/content/types'
import { heroImage } from '@/seed/content/images'

const slug = 'verizon-slur-title-vii'

export const article: ArticleModule['article'] = {
  slug,
  headline:
    'Court sides with Verizon in firing of Black worker who used anti-Black slur, rejecting Title VII claim',
  dek: 'A federal judge in Pennsylvania declined to read Title VII as protecting a worker’s use of a slur aimed at his own group, reasoning that such a rule would be impossible to apply and would lead to more discrimination, not less.',
  topic: 'Legal & Compliance',
  topics: ['title-vii', 'harassment'],
  publishedAt: '2025-10-23',
  updatedAt: '2026-11-27',
  correction: {
    date: '2026-11-27',
    text: 'An earlier version said the Third Circuit held in Castleberry v. STI Group (2017) that a supervisor’s single use of the same slur could create a hostile work environment. The court held that one such use, coupled with a threat to fire the workers, could be severe enough to support a harassment claim. A summary card also said Verizon had fired workers “of every race” for the offense; the 13 firings in the record covered workers of several races.',
  },
  showBackToHome: false,
  hero: heroImage(slug),
  body: [
    {
      type: 'lead',
      text: 'A Black former Verizon Wireless store employee who was fired after muttering the n-word at work cannot pursue his race discrimination claims against the company, the U.S. District Court for the Eastern District of Pennsylvania ruled, as [New England Business Law Update reported](https://newenglandbizlawupdate.com/2025/10/22/court-backs-firing-of-black-worker-over-use-of-slur). The ruling in *Murray v. Verizon Wireless, LLC*, dated Oct. 8 in the law firm Marshall Dennehey’s write-up of it, granted summary judgment to Verizon. The judge called it “an absurdity” to claim that the law gives any worker a right to use a slur that applies to his own protected characteristic, and, as described in [an Oct. 8 summary published on Fivel.net](https://www.fivel.net/?p=3298), refused to make the court the arbiter of who may say which words at work.',
    },
    {
      type: 'diveBrief',
      points: [
        'The employee, a Black man, used the n-word twice under his breath after a frustrating but fairly innocuous conversation with a white male co-worker.',
        'A Black co-worker overheard the remarks and reported them to human resources. The employee admitted using the word, and he was fired on that basis.',
        'The judge called the case a difficult societal question about who may say which words at work, but said answering it would mean appointing the court a super-personnel department, a role it declined.',
        'A rule letting workers use slurs tied to their own protected characteristic would be impossible to apply, the judge wrote, because managers would have to question employees about their identity to enforce it.',
      ],
    },
    { type: 'diveInsight' },
    {
      type: 'paragraph',
      text: 'Most slur litigation asks whether an employer did enough to protect the people a slur targets. This case turned that around: may an employer discipline a worker for using a slur that refers to his own race without running afoul of the law that bars race discrimination? The answer from the Eastern District of Pennsylvania was yes: the court found no evidence of racial bias in the firing and no evidence that Verizon treated workers of other races differently in similar circumstances, according to New England Business Law Update.',
    },
    {
      type: 'paragraph',
      text: 'The facts were not dramatic: a frustrating but harmless conversation with a co-worker, two muttered uses of the word, and a Black colleague who overheard them and told human resources, according to the Fivel.net summary. The judge acknowledged the human cost. “Losing a job at which one was performing well for one bad moment would doubtlessly feel harsh to anyone,” the judge wrote in a passage the summary quotes, adding that the word might be entirely acceptable for the employee in many other social settings. The workplace, however, was not one of them.',
    },
    {
      type: 'pullQuote',
      quote:
        'How is a manager to know whether the person who just used an anti-Semitic slur is Jewish, or who used a homophobic slur is homosexual? The questioning required to get to the bottom of those sorts of determinations would be sure to lead to more discrimination, not less.',
      attribution: 'The judge’s opinion, as quoted by Fivel.net and the Ohio Employer Law Blog',
      context: 'On a rule that would let workers use slurs aimed at their own group',
    },
    { type: 'heading', level: 2, text: 'Why the theory failed' },
    {
      type: 'paragraph',
      text: 'The statute’s operative words are “because of.” Title VII prohibits adverse action taken because of race; it does not exempt conduct because of who the speaker is. The theory the court rejected amounted to the opposite: that Title VII gives a worker a right to use, at work, a slur that applies to his own protected characteristic, so that firing him for it is discrimination.',
    },
    {
      type: 'paragraph',
      text: 'The judge rejected that reading as unworkable. A rule letting employees use slurs tied to their own protected characteristic could not be applied in practice, the opinion reasons, because a manager would have no way of knowing whether a person using an anti-Semitic slur is Jewish, or whether a person using a homophobic slur is gay, without asking. The questioning needed to find out, the court concluded, would breed more discrimination rather than less.',
    },
    { type: 'heading', level: 2, text: 'A ruling that sits beside harassment law' },
    {
      type: 'paragraph',
      text: 'The ruling sits alongside, not against, the law on harassment. In *Castleberry v. STI Group* (2017), the U.S. Court of Appeals for the Third Circuit held that a single extreme act of discrimination can support a hostile work environment claim, as [Tucker Arensberg explained at the time](https://www.tuckerlaw.com/2017/07/21/pennsylvania-employers-beware-one-slur-supervisor-can-now-create-hostile-work-environment/). The case involved a supervisor who used the same slur while threatening to fire two Black workers; the appeals court revived the claims a lower court had dismissed, [according to a summary by attorney Michael Klimpl](https://www.ammlaw.com/blog/a-cautionary-tale-for-employers-one-time-racial-slur-can-be-basis-of-harassment-claim-against-employer.html). Read together, the message to employers is coherent: the word is treated as serious misconduct, and a rule that bans it for everyone is both defensible and, in many workplaces, necessary.',
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
      text: 'A single ruling binds no other court, and this one may yet be appealed. Its reasoning is still a useful guide for employers: membership in a protected class is no defense to a conduct rule that is written and enforced without regard to race.',
    },
    {
      type: 'takeaways',
      title: 'Key takeaways for HR leaders',
      items: [
        'Title VII bars discipline imposed because of race; the court found it gives no worker a right to use a slur that applies to his own group.',
        'A rule that turns on the speaker’s identity would force managers to ask about it, which the court saw as a path to more discrimination.',
        'Uneven discipline for the same offense is a risk: apply the same consequences across groups and be ready to show it.',
        'Write language policies in speaker-neutral terms and define any contextual factors that can change the penalty.',
        'Investigate every report, interview the accused and witnesses, and document admissions and the specific rule violated.',
      ],
    },
  ],
  citations: [
    {
      title: 'Court backs firing of Black worker over use of slur',
      publisher: 'New England Business Law Update',
      url: 'https://newenglandbizlawupdate.com/2025/10/22/court-backs-firing-of-black-worker-over-use-of-slur',
      publishedAt: '2025-10-22',
      kind: 'analysis',
    },
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
      'A federal judge in Pennsylvania ruled that Title VII does not give a Black employee a right to use the n-word at work, calling a rule that turns on the speaker’s identity impossible to apply.',
    categories: ['culture'],
    homeLabel: 'Legal & Compliance',
  },
]
