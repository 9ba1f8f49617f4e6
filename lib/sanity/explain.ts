import { classifyFailure, type Failure, type FailureKind } from '@/lib/sanity/failure'

/** Which Sanity dataset a request was for, and the variables an editor would fix. */
export interface ApiTarget {
  projectId: string
  dataset: string
  /** The API base the requests went to. */
  host: string
  /** The environment variable the token comes from. */
  tokenVariable: string
  /** Whether a token was sent at all. */
  hasToken: boolean
  /** The role the token needs for the whole job: Viewer to build, Editor to import. */
  role: 'Viewer' | 'Editor'
}

/** A failure of the hosted API, worded for the person who has to fix it. */
export class HostedApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number | undefined,
    options: { cause: unknown },
  ) {
    super(message, options)
    this.name = 'HostedApiError'
  }
}

const manage = (projectId: string) => `https://www.sanity.io/manage/project/${projectId}`

function notFound(target: ApiTarget, failure: Failure): string {
  const detail = failure.detail.toLowerCase()
  if (detail.includes('dataset'))
    return (
      `dataset "${target.dataset}" does not exist in project "${target.projectId}" (HTTP 404). ` +
      `Check SANITY_DATASET, or create the dataset under Datasets at ${manage(target.projectId)}.`
    )
  if (detail.includes('project'))
    return `project "${target.projectId}" does not exist (HTTP 404). Check SANITY_PROJECT_ID against https://www.sanity.io/manage.`
  return `project "${target.projectId}" or its dataset "${target.dataset}" was not found (HTTP 404). Check SANITY_PROJECT_ID and SANITY_DATASET.`
}

function reason(failure: Failure, target: ApiTarget, access: 'read' | 'write'): string {
  const role = target.role
  switch (failure.kind) {
    case 'unauthorized':
      return target.hasToken
        ? `Sanity refused the token in ${target.tokenVariable} (HTTP 401: ${failure.detail}). ` +
            `It is wrong, expired or revoked: create one with the ${role} role under API → Tokens at ${manage(target.projectId)} and set ${target.tokenVariable}.`
        : `Sanity asks for a token (HTTP 401). Set ${target.tokenVariable} to a token with the ${role} role.`
    case 'forbidden':
      return target.hasToken
        ? `the token in ${target.tokenVariable} may not ${access} dataset "${target.dataset}" (HTTP 403: ${failure.detail}). Give it the ${role} role.`
        : `dataset "${target.dataset}" is private (HTTP 403). Set ${target.tokenVariable} to a token with the ${role} role.`
    case 'not-found':
      return notFound(target, failure)
    case 'rejected':
      return `Sanity refused the request (HTTP ${failure.status}): ${failure.detail}`
    case 'rate-limited':
      return `Sanity still answered HTTP 429 Too Many Requests after retrying (${failure.detail}). Wait a minute and run it again.`
    case 'server':
      return `Sanity answered HTTP ${failure.status} (${failure.detail}). Check https://www.sanity-status.com and run it again later.`
    case 'timeout':
      return `${target.host} did not answer in time (${failure.detail}). Run it again later.`
    case 'network':
      return `could not reach ${target.host} (${failure.detail}). Check the network connection.`
    case 'cut-off':
      return `${target.host} stopped answering or cut its answer off (${failure.detail}). Check the network connection and run it again later.`
    case 'malformed':
      return `${target.host} sent an answer that could not be read (${failure.detail}). Run it again later; if it keeps happening, check SANITY_API_HOST or the proxy in between.`
    case 'not-json':
      // A web page where the API answers JSON: the address leads to something other than Sanity.
      return `${target.host} is not the Sanity API (it answered ${failure.detail}). The project id or API host is probably wrong: check SANITY_PROJECT_ID ("${target.projectId}") and, if set, SANITY_API_HOST.`
  }
}

/**
 * Rewords an error from a hosted API call as "Could not <doing> …: <reason and fix>". Errors
 * that are not API failures (bugs, bad arguments) come back unchanged.
 */
export function explainFailure(
  error: unknown,
  target: ApiTarget,
  doing: string,
  access: 'read' | 'write',
): unknown {
  const failure = classifyFailure(error)
  if (!failure) return error
  const where = `project "${target.projectId}", dataset "${target.dataset}"`
  return new HostedApiError(
    `Could not ${doing} (${where}): ${reason(failure, target, access)}`,
    failure.kind,
    failure.status,
    { cause: error },
  )
}

/** The one line to show a person for any failure of a hosted call, explained where possible. */
export function failureMessage(
  error: unknown,
  target: ApiTarget,
  doing: string,
  access: 'read' | 'write',
): string {
  const explained = explainFailure(error, target, doing, access)
  return explained instanceof Error ? explained.message : `Could not ${doing}: ${String(explained)}`
}
