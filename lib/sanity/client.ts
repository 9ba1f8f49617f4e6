import { createClient, type SanityClient } from '@sanity/client'
import type { ApiTarget } from '@/lib/sanity/failure'

/** Pinned so the hosted API answers the same way for every build and import. */
export const apiVersion = '2025-09-01'

/**
 * Retries of a read (a GET or a query) after a 429, 502 or 503 or a dropped connection, with the
 * client's own back-off (about 0.1, 0.2 and 0.4 s): the client's choice of what to retry. It
 * retries no write: @sanity/import retries its own, and the import marker's are retried by
 * seed/import/runImport.ts.
 */
export const maxRetries = 3

export interface HostedConfig {
  projectId: string
  dataset: string
  token?: string
  tokenVariable: string
  /** Another API base (a proxy, or a local stand-in in tests), used without a project sub-domain. */
  apiHost?: string
  timeoutMs: number
}

export type Env = Record<string, string | undefined>

/** The hosted dataset the environment names, or the list of variables that are missing. */
export function hostedConfigFromEnv(
  env: Env,
  /** Where to look for a token, first choice first. */
  tokenVariables: readonly [string, ...string[]],
): HostedConfig | { missing: string[] } {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim()
  const missing = [
    ...(projectId ? [] : ['SANITY_PROJECT_ID']),
    ...(dataset ? [] : ['SANITY_DATASET']),
  ]
  if (!projectId || !dataset) return { missing }
  const tokenVariable = tokenVariables.find((name) => env[name]?.trim()) ?? tokenVariables[0]
  const timeout = Number(env.SANITY_TIMEOUT_MS)
  return {
    projectId,
    dataset,
    token: env[tokenVariable]?.trim() || undefined,
    tokenVariable,
    apiHost: env.SANITY_API_HOST?.trim().replace(/\/+$/, '') || undefined,
    // A request with no answer this long (30 s unless SANITY_TIMEOUT_MS says) is a timeout, retried.
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 30_000,
  }
}

export function hostedClient(config: HostedConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'published',
    timeout: config.timeoutMs,
    maxRetries,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
}

export function apiTarget(config: HostedConfig, role: ApiTarget['role']): ApiTarget {
  return { ...config, host: config.apiHost ?? `https://${config.projectId}.api.sanity.io`, role }
}
