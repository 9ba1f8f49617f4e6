'use client'

import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'

/** Resolves after the Toaster's own effects ran, so the first toast is never dropped. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady])
  return null
}

export function mountToaster(): Promise<typeof toast> {
  return new Promise((resolve) => {
    const host = document.createElement('div')
    host.dataset.print = 'hide'
    document.body.append(host)
    createRoot(host).render(
      <>
        <Toaster position="bottom-right" duration={4000} visibleToasts={3} closeButton richColors />
        <Ready onReady={() => resolve(toast)} />
      </>,
    )
  })
}
