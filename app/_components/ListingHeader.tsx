/** A listing's title, what kind of listing it is, and its one-line description. */
export function ListingHeader({
  kicker,
  name,
  description,
}: {
  kicker: string
  name: string
  description?: string
}) {
  return (
    <header className="border-navy border-b-2 pb-6">
      <p className="kicker">{kicker}</p>
      <h1 className="headline mt-2 text-4xl sm:text-5xl">{name}</h1>
      {description ? <p className="text-ink-soft mt-3 max-w-2xl text-lg">{description}</p> : null}
    </header>
  )
}
