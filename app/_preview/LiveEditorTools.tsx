import { draftMode } from 'next/headers'
import { DraftBanner } from './DraftBanner'
import { LiveVisualEditing } from './LiveVisualEditing'

/** The preview server's version of EditorTools: in Draft Mode, the banner and click-to-edit. */
export async function EditorTools() {
  if (!(await draftMode()).isEnabled) return null
  return (
    <>
      <DraftBanner />
      <LiveVisualEditing />
    </>
  )
}
