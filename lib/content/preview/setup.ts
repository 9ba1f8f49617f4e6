import { missingForPreview } from '@/lib/setup/editorSetup'
import { hostedConfigFromEnv, type Env, type HostedConfig } from '@/lib/sanity/client'

export interface PreviewConfig extends HostedConfig {
  token: string
  /** Where editors open the Studio: the click-to-edit links point there. */
  studioUrl: string
}

/** Where `npm run studio` (`sanity dev`) serves the Studio on an editor's own machine. */
export const localStudioUrl = 'http://localhost:3333'

/** Where editors open the Studio: SANITY_STUDIO_URL, else the local one. */
export const studioUrlFrom = (env: Env): string =>
  env.SANITY_STUDIO_URL?.trim().replace(/\/+$/, '') || localStudioUrl

export type PreviewSetup = { ok: true; config: PreviewConfig } | { ok: false; problem: string }

/** The preview's configuration, or one message naming every variable still missing. */
export function previewSetup(env: Env = process.env): PreviewSetup {
  const problem = missingForPreview(env)
  if (problem) return { ok: false, problem }
  // Every variable it reads is set (missingForPreview checked each): a whole config, token too.
  const config = hostedConfigFromEnv(env, ['SANITY_API_READ_TOKEN']) as PreviewConfig
  return {
    ok: true,
    config: {
      ...config,
      studioUrl: studioUrlFrom(env),
    },
  }
}
