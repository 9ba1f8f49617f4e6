/** Every illustration, in output order. */
import type { Scene } from '../scene'
import { scenes as aiWorkforce } from './ai-workforce-shake-up'
import { scenes as amazon } from './amazon-workers-lawsuit'
import { scenes as congressionalDems } from './congressional-dems-women-workforce'
import { scenes as deloitte } from './deloitte-healthcare-proactive'
import { scenes as eeoc } from './eeoc-discrimination-lawsuit'
import { scenes as georgiaPacific } from './georgia-pacific-retiree-network'
import { scenes as google } from './google-retaliation-suit'
import { scenes as h1b } from './h1b-changes'
import { scenes as ibm } from './ibm-arbitration-age-bias'
import { scenes as iceAudit } from './ice-audit-compliance'
import { scenes as linkedin } from './linkedin-ai-targeting'
import { scenes as lufthansa } from './lufthansa-job-cuts'
import { scenes as newsDesk } from './news-desk'
import { scenes as newsom } from './newsom-robo-bosses-veto'
import { scenes as osha } from './osha-keeling-confirmation'
import { scenes as starbucks } from './starbucks-dress-code'
import { scenes as verizon } from './verizon-slur-title-vii'
import { scenes as walmart } from './walmart-disability-discrimination'
import { scenes as wellsFargo } from './wells-fargo-dei-settlement'
import { scenes as workday } from './workday-ai-hiring'

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
