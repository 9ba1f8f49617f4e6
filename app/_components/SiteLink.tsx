import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * An internal link. Prefetching is off: a static page already has everything it shows, and
 * fetching the code of every linked route up front would triple what a first visit downloads.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />
}
