import type { ImageSource } from '@/seed/content/types'

/**
 * Our own illustrations in seed/images/ (its README says how they were made).
 * Each article has a hero (`<slug>.png`); articles with a second card have an
 * alternate composition (`<slug>-alt.png`). Alt text describes what is drawn.
 */
const credit = 'Illustration by the HR Leadership Brief art desk'

const heroAlt: Record<string, string> = {
  'h1b-changes':
    'Flat illustration of a navy passport and a stamped visa page beside a globe, with stacks of gold coins, in navy and ochre',
  'verizon-slur-title-vii':
    'Flat illustration of a telecom tower beside a speech bubble of angry symbols crossed out in red, and a gavel, in navy and brick red',
  'newsom-robo-bosses-veto':
    'Flat illustration of a domed state capitol, a robot, and a rubber stamp over a bill marked with a large X, in navy and ochre',
  'ibm-arbitration-age-bias':
    'Flat illustration of an older worker with a cane facing a closed, padlocked door, beside tilted scales, in navy and brick red',
  'osha-keeling-confirmation':
    'Flat illustration of a large hard hat in front of the U.S. Capitol and an ochre sun, above hazard stripes, in navy and ochre',
  'lufthansa-job-cuts':
    'Flat illustration of an airliner tail fin beside a falling bar chart and downward arrow above office desks, in navy and teal',
  'congressional-dems-women-workforce':
    'Flat illustration of a row of women fading out under a falling line beside the U.S. Capitol, in navy and ochre',
  'wells-fargo-dei-settlement':
    'Flat illustration of a columned bank building with a row of empty interview chairs in different colours, in navy and sage green',
  'georgia-pacific-retiree-network':
    'Flat illustration of an older worker handing a hard hat to a younger colleague before a mill and pine forest, in navy and sage',
  'deloitte-healthcare-proactive':
    'Flat illustration of a green heart crossed by a pulse line, a shield with a medical cross and rising bars, in navy and sage green',
  'linkedin-ai-targeting':
    'Flat illustration of profile cards streaming dotted data into a teal target, with a settings toggle switched on, in navy and teal',
  'workday-ai-hiring':
    'Flat illustration of résumés dropping into a filter funnel with one coming out, beside scales of justice, in navy and teal',
  'google-retaliation-suit':
    'Flat illustration of a red megaphone sounding off toward a glass office tower, with a gavel and sound block, in navy and brick red',
  'ai-workforce-shake-up':
    'Flat illustration of a grid of office cubicles with workers and robots as a robot arm lifts one worker out, in navy and teal',
  'starbucks-dress-code':
    'Flat illustration of a green apron on a hook with a clothing tag, beside a takeaway coffee cup, in navy and sage green',
  'eeoc-discrimination-lawsuit':
    'Flat illustration of a columned federal building under a flag, with scales of justice in front, in navy and brick red',
  'amazon-workers-lawsuit':
    'Flat illustration of cardboard boxes on a warehouse conveyor, with a gavel striking a sound block, in navy and brick red',
  'ice-audit-compliance':
    'Flat illustration of a checklist on a clipboard under a magnifier, a wall clock and three calendar pages, in navy and ochre',
  'walmart-disability-discrimination':
    'Flat illustration of a store front with a striped awning, a wheelchair access sign and scales of justice, in navy and brick red',
}
const alternateAlt: Record<string, string> = {
  'h1b-changes':
    'Flat illustration of an open passport with visa stamps, a banknote and a gold coin, a dashed flight path over a globe, in navy and ochre',
  'newsom-robo-bosses-veto':
    'Flat illustration of a white robot stamped with an ochre X, beside a capitol dome silhouetted against an ochre sun, on navy',
  'lufthansa-job-cuts':
    'Flat illustration of shrinking bars and a downward arrow aimed at an airliner tail seen through a round teal porthole, on navy',
  'congressional-dems-women-workforce':
    'Flat illustration of women standing on descending steps, the last step empty, before a Capitol silhouette, in navy and ochre',
  'georgia-pacific-retiree-network':
    'Flat illustration of an older worker in a hard hat at the centre of a network of portraits, above a pine forest, in navy and sage',
  'linkedin-ai-targeting':
    'Flat illustration of a grid of profile cards, three sending dotted data streams to a large teal toggle switched on, on navy',
  'workday-ai-hiring':
    'Flat illustration of scales of justice weighing a résumé against a heavier robot, in navy with teal accents',
  'google-retaliation-suit':
    'Flat illustration of a gavel against a brick-red disc above a city skyline, with a megaphone sending out sound waves, on navy',
  'ai-workforce-shake-up':
    'Flat illustration of a robot arm reaching toward a line of workers in different colours, against a teal disc, on navy',
  'amazon-workers-lawsuit':
    'Flat illustration of a large gavel on a brick-red disc beside stacked cardboard boxes in a dark warehouse, on navy',
}

export function heroImage(slug: string): ImageSource {
  return { file: `${slug}.png`, alt: heroAlt[slug] ?? '', credit }
}

export function alternateImage(slug: string): ImageSource {
  return { file: `${slug}-alt.png`, alt: alternateAlt[slug] ?? '', credit }
}
