import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** Leaves Draft Mode and returns to the page the editor was on, as readers see it. */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('redirect') ?? '/'
  // Only a path on this server: never an open redirect.
  const target = back.startsWith('/') && !back.startsWith('//') ? back : '/'
  return NextResponse.redirect(new URL(target, request.nextUrl.origin))
}
