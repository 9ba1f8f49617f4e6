'use client'

import { usePathname } from 'next/navigation'

/** Says, on every page, that this is a preview of drafts, and how to leave it. */
export function DraftBanner() {
  const pathname = usePathname()
  return (
    <div
      role="status"
      className="bg-navy fixed right-4 bottom-4 z-50 flex items-center gap-3 rounded-sm px-4 py-2 text-sm text-white shadow-lg"
    >
      <span>Preview: drafts and scheduled stories are shown</span>
      {/* A plain form: leaving Draft Mode is a POST from this page (never a GET any page could
          send) and a full request, which also works inside the Studio's Presentation frame. */}
      <form method="post" action="/api/draft-mode/disable">
        <input type="hidden" name="redirect" value={pathname} />
        <button type="submit" className="cursor-pointer font-semibold underline">
          Exit preview
        </button>
      </form>
    </div>
  )
}
