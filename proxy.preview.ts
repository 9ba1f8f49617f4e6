import { NextResponse } from 'next/server'
import { setupPage } from '@/app/_preview/setupPage'
import { previewProblem } from '@/lib/content/preview/readiness'

/**
 * The preview server only (see next.config.ts): before any page renders, check that drafts can
 * be read, and otherwise answer with a page naming what to fix instead of an opaque error.
 */
export default async function proxy(): Promise<Response> {
  const problem = await previewProblem()
  if (problem) return setupPage(problem)
  const response = NextResponse.next()
  // Drafts are not for search engines, whoever finds the address.
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

export const config = { matcher: ['/((?!_next/|api/).*)'] }
