import { NextResponse } from 'next/server'
import { checkPreview } from '@/lib/content/preview/readiness'
import { studioUrlFrom } from '@/lib/content/preview/setup'
import { previewPageHeaders } from '@/lib/security/previewHeaders'
import { setupPageHeaders, setupPageHtml } from '@/lib/setup/setupPage'

/**
 * The preview server only (see next.config.ts): before any page renders, check that drafts can
 * be read, and otherwise answer with a page naming what to fix instead of an opaque error.
 * Every answer, the setup page and Draft Mode's route too, may be framed by the Studio alone.
 */
export default async function proxy(): Promise<Response> {
  const security = previewPageHeaders(studioUrlFrom(process.env))
  const ready = await checkPreview()
  if (!ready.ok)
    return new Response(setupPageHtml('The preview cannot show drafts yet', ready.problem), {
      status: 503,
      headers: { ...setupPageHeaders, ...security },
    })
  return NextResponse.next({ headers: security })
}

export const config = { matcher: ['/((?!_next/).*)'] }
