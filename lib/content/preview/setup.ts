import { hostedConfigFromEnv, type Env, type HostedConfig } from '../hosted/client'

/**
 * What the preview server needs from its environment: a hosted project and dataset, and a
 * token that may read drafts. Checked on every request, so fixing the environment and
 * restarting is all an editor's developer has to do.
 */

export const previewTokenVariable = 'SANITY_API_READ_TOKEN'

/** Where editors open the Studio: edit links in click-to-edit overlays point there. */
export const studioUrlFromEnv = (env: Env): string =>
  env.SANITY_STUDIO_URL?.trim().replace(/\/+$/, '') || 'http://localhost:3333'

export type PreviewSetup =
  { ok: true; config: HostedConfig & { token: string } } | { ok: false; problem: string }

export function previewSetup(env: Env = process.env): PreviewSetup {
  const config = hostedConfigFromEnv(env, [previewTokenVariable])
  if ('missing' in config)
    return {
      ok: false,
      problem: `The preview reads drafts from a hosted Sanity dataset: set ${config.missing.join(' and ')} (see README, "Editors: preview").`,
    }
  if (!config.token)
    return {
      ok: false,
      problem: `Set ${previewTokenVariable} to a Sanity API token with the Viewer role: drafts are private, and only a token may read them. Create one under API → Tokens at https://www.sanity.io/manage/project/${config.projectId}.`,
    }
  return { ok: true, config: { ...config, token: config.token } }
}

/** Thrown by a query when the setup is incomplete; the preview proxy shows it as a page. */
export class PreviewSetupError extends Error {
  constructor(problem: string) {
    super(problem)
    this.name = 'PreviewSetupError'
  }
}
