'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import { perspectiveChangeAction } from 'next-sanity/visual-editing/server-actions'

/**
 * Click-to-edit overlays on the text the Studio marked, and a fresh render whenever the Studio
 * reports an edit: next-sanity leaves edits to the Live Content API, which this project does
 * not use, so the page is re-rendered from the server instead.
 */
export function LiveVisualEditing() {
  const router = useRouter()
  const refresh = useCallback(
    // A manual reload and an edit in the Studio both mean: render again from the server.
    () => {
      router.refresh()
      // The overlays wait for this before asking again, which spaces out a burst of keystrokes.
      return new Promise<void>((resolve) => setTimeout(resolve, 500))
    },
    [router],
  )
  return <VisualEditing refresh={refresh} onPerspectiveChange={perspectiveChangeAction} />
}
