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
      {/* A plain link: leaving Draft Mode needs a full request, not a client navigation. */}
      <a
        href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}
        className="font-semibold underline"
      >
        Exit preview
      </a>
    </div>
  )
}
