/**
 * What an editor is told when the Studio or the preview lacks its environment: every variable
 * still missing at once, what each holds, whom to ask, and where the README explains them.
 */

import type { Env } from '@/lib/sanity/client'

const projectId = 'the id of the Sanity project'
const dataset = 'its dataset, such as production'

const and = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })

/** The README's section on these variables, with the steps in docs/EDITORS.md. */
const readmeSection = 'Setting up for editors'

/** Each variable `needed` that is unset, with what it holds in words an editor knows. */
function missingVariables(
  tool: string,
  needed: readonly { name: string; holds: string }[],
  env: Env,
): string | undefined {
  const missing = needed.filter(({ name }) => !env[name]?.trim())
  if (missing.length === 0) return undefined
  const list = and.format(missing.map(({ name, holds }) => `${name} (${holds})`))
  return `${tool} is not set up yet: ask whoever set up the site to set ${list}, and to restart it. The README explains them under “${readmeSection}”.`
}

export const missingForPreview = (env: Env) =>
  missingVariables(
    'The preview',
    [
      { name: 'SANITY_PROJECT_ID', holds: projectId },
      { name: 'SANITY_DATASET', holds: dataset },
      { name: 'SANITY_API_READ_TOKEN', holds: 'a Sanity API token with the Viewer role' },
    ],
    env,
  )

export const missingForStudio = (env: Env) =>
  missingVariables(
    'The Studio',
    [
      { name: 'SANITY_STUDIO_PROJECT_ID', holds: projectId },
      { name: 'SANITY_STUDIO_DATASET', holds: dataset },
    ],
    env,
  )
