import { SiteLink as Link } from '@/app/_components/SiteLink'

/** The screen for an error no page handled: never a blank page. */
export function UnexpectedError({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  return (
    <div className="container-page py-24">
      <h1 className="headline text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="text-accent mt-4 font-mono text-base">{detail}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className="button-primary">
            Try again
          </button>
        ) : null}
        <Link href="/" className="button-secondary">
          Return to Home
        </Link>
      </div>
    </div>
  )
}

export function errorDetail(error: Error & { digest?: string; status?: number }): string {
  return (
    error.message ||
    (error.status ? String(error.status) : error.digest ? `Error ${error.digest}` : 'Unknown error')
  )
}
