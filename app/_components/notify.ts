'use client'

import type { toast as sonnerToast } from 'sonner'

type Toast = typeof sonnerToast
let toaster: Promise<Toast> | undefined

/** Shows a toast; the toast library loads the first time one is needed. */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  toaster ??= import('./mountToaster').then((module) => module.mountToaster())
  const toast = await toaster
  toast[kind](message)
}
