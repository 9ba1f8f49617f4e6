/** The wordmark: a brick-red block and the name set in the headline serif. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="bg-accent grid h-8 w-8 place-items-center rounded-[3px] font-serif text-lg font-semibold text-white"
      >
        {name.charAt(0)}
      </span>
      <span className="headline text-navy text-lg leading-none sm:text-xl">{name}</span>
    </span>
  )
}
