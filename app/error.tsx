'use client'

import { useEffect } from 'react'
import { errorDetail, UnexpectedError } from '@/app/_components/UnexpectedError'

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <UnexpectedError detail={errorDetail(error)} onRetry={reset} />
}
