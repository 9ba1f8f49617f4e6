import type { ReactNode } from 'react'

/** The heading block that opens a page: About, Contact, Privacy, Careers, Search, a listing. */
export function PageIntro({
  kicker,
  title,
  children,
}: {
  kicker?: string
  title: string
  children?: ReactNode
}) {
  return (
    <header className="border-navy border-b-2 pb-8">
      {kicker ? <p className="kicker">{kicker}</p> : null}
      <h1 className="headline mt-2 text-4xl sm:text-5xl">{title}</h1>
      {children ? (
        <div className="text-ink-soft mt-4 max-w-3xl text-lg leading-relaxed">{children}</div>
      ) : null}
    </header>
  )
}
