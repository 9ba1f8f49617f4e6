import { SiteLink as Link } from '@/app/_components/SiteLink'

/** What Next hands an error boundary (app/error.tsx, app/global-error.tsx). */
export interface ErrorProps {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}

/** The screen for an error no page handled: never a blank page. */
export function UnexpectedError({ error, reset }: ErrorProps) {
  const detail =
    error.message ||
    (error.status ? String(error.status) : error.digest ? `Error ${error.digest}` : 'Unknown error')
  return (
    <div className="container-page py-24">
      <h1 className="headline text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="text-accent mt-4 font-mono text-base">{detail}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className="button-primary">
          Try again
        </button>
        <Link href="/" className="button-secondary">
          Return to Home
        </Link>
      </div>
    </div>
  )
}
