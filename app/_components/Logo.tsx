/**
 * The wordmark: a brick-red block and the name set in the headline serif. The block's letter is
 * drawn by the stylesheet, not written in the page, so the name is all the text a link around
 * the wordmark has, and its accessible name can start with it (WCAG 2.5.3, Label in Name).
 */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <span aria-hidden="true" data-initial={name.charAt(0)} className="logo-mark" />
      <span className="headline text-navy text-lg leading-none sm:text-xl">{name}</span>
    </span>
  )
}
