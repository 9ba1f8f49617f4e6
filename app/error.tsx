'use client'

import { useEffect } from 'react'
import { UnexpectedError, type ErrorProps } from '@/app/_components/UnexpectedError'

export default function ErrorPage({ error, reset }: ErrorProps) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <UnexpectedError error={error} reset={reset} />
}
