'use client'

import { errorDetail, UnexpectedError } from '@/app/_components/UnexpectedError'
import '@/app/globals.css'

// Replaces the root layout when it fails itself, so it brings its own document.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <html lang="en">
      <body>
        <main>
          <UnexpectedError detail={errorDetail(error)} onRetry={reset} />
        </main>
      </body>
    </html>
  )
}
