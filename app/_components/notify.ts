'use client'

import type { toast as sonnerToast } from 'sonner'
type Toast = typeof sonnerToast
let toaster: Promise<Toast> | undefined

/**
 * Toasts open at the top of the screen, just below the sticky header (4 rem): this many pixels
 * from its top. A form keeps the fields a toast reports on below the toasts (see ContactForm).
 */
const toastTop = 72

/** Starts loading the toast library; forms call this on first use so a later toast needs no network. */
export function preloadToasts(): Promise<Toast> {
  toaster ??= import('@/app/_components/mountToaster')
    .then((module) => module.mountToaster(toastTop))
    .catch((error: unknown) => {
      toaster = undefined
      throw error
    })
  return toaster
}

/** Shows a toast; if the library cannot load (offline), the message is still shown and announced. */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  try {
    const toast = await preloadToasts()
    toast[kind](message)
  } catch {
    const notice = document.createElement('div')
    notice.setAttribute('role', kind === 'error' ? 'alert' : 'status')
    notice.className =
      'bg-ink fixed right-4 z-50 max-w-sm rounded-sm px-4 py-3 text-sm text-white shadow-lg'
    // Where the toasts open, so it never covers a field a form scrolled below them.
    notice.style.top = `${toastTop}px`
    notice.textContent = message
    document.body.append(notice)
    setTimeout(() => notice.remove(), 4000)
  }
}
