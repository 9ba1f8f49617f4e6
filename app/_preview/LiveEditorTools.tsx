import { VisualEditing } from 'next-sanity/visual-editing'
import { cookies, draftMode } from 'next/headers'
import { previewLive } from '@/lib/content/preview/live'

/**
 * Leaves Draft Mode. A server action: Next refuses one whose Origin is not this server
 * (docs/SECURITY.md), runs it on POST only, and re-renders the page the editor is on.
 */
async function leaveDraftMode() {
  'use server'
  ;(await draftMode()).disable()
  const jar = await cookies()
  // No library clears the cookies next-sanity set `Partitioned` in the Studio's cross-site frame
  // (marked by a cookie of its own); disable() clears them outside any partition only.
  if (jar.has('sanity-preview-partitioned'))
    for (const name of ['__prerender_bypass', 'sanity-preview-partitioned'])
      jar.delete({
        name,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        partitioned: true,
      })
}

/**
 * The preview server's version of EditorTools: live updates on every page (drafts too, in
 * Draft Mode), and in Draft Mode a banner to leave it and click-to-edit overlays.
 */
export async function EditorTools() {
  const { SanityLive } = previewLive()
  return (
    <>
      <SanityLive />
      {(await draftMode()).isEnabled ? (
        <>
          <form
            action={leaveDraftMode}
            role="status"
            className="bg-navy fixed right-4 bottom-4 z-50 flex items-center gap-3 rounded-sm px-4 py-2 text-sm text-white shadow-lg"
          >
            Preview: drafts and scheduled stories are shown
            <button type="submit" className="cursor-pointer font-semibold underline">
              Exit preview
            </button>
          </form>
          <VisualEditing />
        </>
      ) : null}
    </>
  )
}
