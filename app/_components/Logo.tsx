import { faviconDataUrl } from '@/lib/seo/favicon'

/**
 * The wordmark: the site's icon beside the name set in the headline serif. The icon is drawn, not
 * typed, so the name is all the visible text a link around it has, and its accessible name can
 * start with that text (WCAG 2.5.3, Label in Name).
 */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2.5">
      {/* A data URL: no request beside the page's own fonts and images. Decorative, so no alt text. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL needs no optimiser */}
      <img src={faviconDataUrl} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
      <span className="headline text-navy text-lg leading-none sm:text-xl">{name}</span>
    </span>
  )
}
