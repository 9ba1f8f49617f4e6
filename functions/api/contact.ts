import {
  contactEndpoint,
  contactFields,
  contactGuards as guard,
  contactOutcomes,
  type ContactErrors,
  type ContactField,
  type ContactOutcome,
} from '@/lib/contact/contactRules'
import { validateContact } from '@/lib/contact/contactSchema'
import { hostedClient, hostedConfigFromEnv } from '@/lib/sanity/client'
import { escapeHtml } from '@/lib/setup/setupPage'

/**
 * POST /api/contact, a Cloudflare Pages Function: checks a message by the form's own rules and
 * keeps it as a `contactMessage` document in the Sanity dataset. It answers the form's script in
 * JSON and a form sent without scripts with the contact page, rewritten to say what happened.
 */

interface Element {
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  setInnerContent(content: string, options?: { html: boolean }): void
  prepend(content: string, options?: { html: boolean }): void
  remove(): void
}
interface Rewriter {
  on(selector: string, handlers: { element(element: Element): void }): Rewriter
  transform(response: Response): Response
}
/** The Workers runtime's streaming HTML rewriter. */
declare const HTMLRewriter: new () => Rewriter

interface Context {
  request: Request
  env: Record<string, string | undefined> & { ASSETS: { fetch: typeof fetch } }
}

const statuses: Record<ContactOutcome, number> = {
  sent: 201,
  invalid: 422,
  notSetUp: 503,
  refused: 403,
  tooFast: 422,
  tooMany: 429,
  failed: 502,
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { allow: 'POST' } })

export const onRequest = () => plain(405, 'Messages are sent to this address with POST only.')

export async function onRequestPost({ request, env }: Context): Promise<Response> {
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (
    (fetchSite && fetchSite !== 'same-origin') ||
    (origin && origin !== new URL(request.url).origin)
  )
    return plain(403, 'Messages from forms on other sites are refused.')
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > guard.maxBodyBytes)
    return plain(413, 'That is longer than a message can be.')
  const body = new TextDecoder().decode(bytes)
  const isJson = request.headers.get('content-type')?.startsWith('application/json')
  let values: Record<string, unknown> = {}
  try {
    // A browser sends a line break in a form as CRLF; a script, and the Studio, as LF.
    values = isJson
      ? JSON.parse(body)
      : Object.fromEntries(new URLSearchParams(body.replace(/%0D%0A/gi, '%0A')))
  } catch {
    // Not JSON: every field reads as empty, and the answer says which are required.
  }
  const typed = Object.fromEntries(
    contactFields.map((field) => [field, String(values?.[field] ?? '')]),
  ) as Record<ContactField, string>
  const answer = async (outcome: ContactOutcome, errors: ContactErrors = {}) =>
    request.headers.get('accept')?.includes('application/json')
      ? Response.json({ outcome, errors }, { status: statuses[outcome] })
      : answerPage(request, env, outcome, outcome === 'sent' ? {} : typed, errors)

  const config = hostedConfigFromEnv(env, ['SANITY_CONTACT_TOKEN'])
  if ('missing' in config || !config.token) return answer('notSetUp')
  if (values?.[guard.honeypot]) return answer('refused')
  if (Date.now() - Number(values?.[guard.shownAt] ?? 0) < guard.minimumFillMs)
    return answer('tooFast')
  const result = validateContact(typed)
  if (!result.success) return answer('invalid', result.errors)
  try {
    const client = hostedClient(config)
    // The network address, keyed with the token: counted, never readable.
    const key = new TextEncoder().encode(
      `${config.token}|${request.headers.get('cf-connecting-ip')}`,
    )
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', key))
    const sender = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
    const since = new Date(Date.now() - 3_600_000).toISOString()
    const recent = await client.fetch<number>(
      'count(*[_type == "contactMessage" && sender == $sender && _createdAt > $since])',
      { sender, since },
    )
    if (recent >= guard.perAddressPerHour) return answer('tooMany')
    await client.createOrReplace({
      _id: crypto.randomUUID(),
      _type: 'contactMessage',
      ...result.data,
      handled: false,
      sender,
    })
    return answer('sent')
  } catch (error) {
    console.error(
      '✖ Contact: the message was not stored in Sanity (check SANITY_CONTACT_TOKEN):',
      error,
    )
    return answer('failed')
  }
}

/** The contact page, without its scripts, saying what happened and keeping what was typed. */
async function answerPage(
  request: Request,
  env: Context['env'],
  outcome: ContactOutcome,
  typed: Record<string, string>,
  errors: ContactErrors,
): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL('/contact', request.url))
  let rewriter = new HTMLRewriter()
    .on('script', { element: (element) => element.remove() })
    .on(`form[action="${contactEndpoint}"]`, {
      element: (form) => {
        const message = contactOutcomes(form.getAttribute('data-email') ?? '')[outcome]
        const tone = outcome === 'sent' ? 'border-navy' : 'border-accent'
        form.prepend(
          `<p role="alert" class="border-l-4 ${tone} bg-white px-4 py-3 font-semibold">${escapeHtml(message)}</p>`,
          { html: true },
        )
      },
    })
  for (const field of contactFields) {
    rewriter = rewriter.on(`[name="${field}"]`, {
      element: (input) => {
        if (field === 'message') input.setInnerContent(typed[field] ?? '')
        else input.setAttribute('value', typed[field] ?? '')
        if (!errors[field]) return
        input.setAttribute('aria-invalid', 'true')
        input.setAttribute('aria-describedby', `contact-${field}-error`)
      },
    })
    rewriter = rewriter.on(`#contact-${field}-error`, {
      element: (error) => error.setInnerContent(errors[field] ?? ''),
    })
  }
  const headers = new Headers(page.headers)
  headers.set('cache-control', 'no-store')
  return new Response(rewriter.transform(page).body, { status: statuses[outcome], headers })
}
