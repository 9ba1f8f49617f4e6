/** Every illustration, in output order. */
import type { Scene } from '@/seed/art/scene'
import { scenes as aiWorkforce } from '@/seed/art/scenes/ai-workforce-shake-up'
import { scenes as amazon } from '@/seed/art/scenes/amazon-workers-lawsuit'
import { scenes as congressionalDems } from '@/seed/art/scenes/congressional-dems-women-workforce'
import { scenes as deloitte } from '@/seed/art/scenes/deloitte-healthcare-proactive'
import { scenes as eeoc } from '@/seed/art/scenes/eeoc-discrimination-lawsuit'
import { scenes as georgiaPacific } from '@/seed/art/scenes/georgia-pacific-retiree-network'
import { scenes as google } from '@/seed/art/scenes/google-retaliation-suit'
import { scenes as h1b } from '@/seed/art/scenes/h1b-changes'
import { scenes as ibm } from '@/seed/art/scenes/ibm-arbitration-age-bias'
import { scenes as iceAudit } from '@/seed/art/scenes/ice-audit-compliance'
import { scenes as linkedin } from '@/seed/art/scenes/linkedin-ai-targeting'
import { scenes as lufthansa } from '@/seed/art/scenes/lufthansa-job-cuts'
import { scenes as newsDesk } from '@/seed/art/scenes/news-desk'
import { scenes as newsom } from '@/seed/art/scenes/newsom-robo-bosses-veto'
import { scenes as osha } from '@/seed/art/scenes/osha-keeling-confirmation'
import { scenes as starbucks } from '@/seed/art/scenes/starbucks-dress-code'
import { scenes as verizon } from '@/seed/art/scenes/verizon-slur-title-vii'
import { scenes as walmart } from '@/seed/art/scenes/walmart-disability-discrimination'
import { scenes as wellsFargo } from '@/seed/art/scenes/wells-fargo-dei-settlement'
import { scenes as workday } from '@/seed/art/scenes/workday-ai-hiring'

export const scenes: Scene[] = [
  ...h1b,
  ...verizon,
  ...newsom,
  ...ibm,
  ...osha,
  ...lufthansa,
  ...congressionalDems,
  ...wellsFargo,
  ...georgiaPacific,
  ...deloitte,
  ...linkedin,
  ...workday,
  ...google,
  ...aiWorkforce,
  ...starbucks,
  ...eeoc,
  ...amazon,
  ...iceAudit,
  ...walmart,
  ...newsDesk,
]
