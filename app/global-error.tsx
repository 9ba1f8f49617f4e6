'use client'

import { UnexpectedError, type ErrorProps } from '@/app/_components/UnexpectedError'
import '@/app/globals.css'

// Replaces the root layout when it fails itself, so it brings its own document.
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en">
      <body>
        <main>
          <UnexpectedError {...props} />
        </main>
      </body>
    </html>
  )
}
