'use client'

import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'

/** Resolves after the Toaster's own effects ran, so the first toast is never dropped. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady])
  return null
}

/** Mounts Sonner's toaster, its toasts `top` pixels from the top of the screen. */
export function mountToaster(top: number): Promise<typeof toast> {
  return new Promise((resolve) => {
    const host = document.createElement('div')
    host.dataset.print = 'hide'
    document.body.append(host)
    createRoot(host).render(
      <>
        {/* Toasts open at the top, just below the sticky header; a form keeps the field it
            reports on below them. */}
        <Toaster
          position="top-right"
          offset={{ top, right: 24 }}
          mobileOffset={{ top }}
          duration={4000}
          visibleToasts={3}
          closeButton
          richColors
          toastOptions={{
            // Sonner draws its close button at 20 px; WCAG 2.5.8 asks 24 px of every target.
            // Its own stylesheet is not in a layer, so only !important outranks it.
            classNames: { closeButton: '!size-7' },
          }}
        />
        <Ready onReady={() => resolve(toast)} />
      </>,
    )
  })
}
