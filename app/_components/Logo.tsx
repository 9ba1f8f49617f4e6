/**
 * The wordmark: a brick-red block and the name set in the headline serif. The block's letter is
 * drawn by the stylesheet, not written in the page, so the name is all the text a link around
 * the wordmark has, and its accessible name can start with it (WCAG 2.5.3, Label in Name). A name
 * too long for the header ends in an ellipsis rather than run under the controls beside it.
 */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span aria-hidden="true" data-initial={name.charAt(0)} className="logo-mark shrink-0" />
      <span className="headline text-navy truncate text-lg leading-tight sm:text-xl">{name}</span>
    </span>
  )
}
