import { VisualEditing } from 'next-sanity/visual-editing'
import { draftMode } from 'next/headers'
import { previewLive } from '@/lib/content/preview/live'
import { DraftBanner } from '@/app/_preview/DraftBanner'

/**
 * The preview server's version of EditorTools: live updates on every page (drafts too, in
 * Draft Mode), and in Draft Mode the banner and click-to-edit overlays.
 */
export async function EditorTools() {
  const { SanityLive } = previewLive()
  const draft = (await draftMode()).isEnabled
  return (
    <>
      <SanityLive />
      {draft ? (
        <>
          <DraftBanner />
          <VisualEditing />
        </>
      ) : null}
    </>
  )
}
