'use client'

import { errorDetail, UnexpectedError } from './_components/UnexpectedError'
import './globals.css'

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
