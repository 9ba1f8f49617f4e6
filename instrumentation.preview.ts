import { checkPreview } from '@/lib/content/preview/readiness'

/**
 * The preview server only (see next.config.ts): at start, the terminal says what the preview
 * still needs, as its pages do, so no one has to open one to find out.
 */
export function register(): void {
  // Not awaited: the server starts at once, and the message follows as soon as it is known.
  void checkPreview().then((ready) => {
    if (!ready.ok) console.error(ready.problem)
  })
}
