import type { ContactMessage } from '@/lib/contact/contactSchema'

/** How long the simulated delivery takes. */
export const simulatedSendDelayMs = 1000

/**
 * The site has no server: the message goes nowhere. Delivery is simulated, and it fails as a
 * real one would when the browser is offline, so the form's failure path is a real path.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  void message
  await new Promise((resolve) => setTimeout(resolve, simulatedSendDelayMs))
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error('The browser is offline.')
  }
}
