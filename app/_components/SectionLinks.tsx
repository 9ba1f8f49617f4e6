'use client'

import { SiteLink as Link } from '@/app/_components/SiteLink'
import { useCurrentSection } from '@/app/_components/currentSection'

export interface SectionLink {
  label: string
  href: string
  slug: string
}

/** The header's category links on a wide screen; the reader's current section is marked. */
export function SectionLinks({ links }: { links: SectionLink[] }) {
  const current = useCurrentSection()
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => {
        const here = link.slug === current
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={here ? 'page' : undefined}
              className={`hover:text-accent rounded-sm border-b-2 px-3 py-2 text-sm font-semibold tracking-wide uppercase transition-colors ${here ? 'border-accent text-navy' : 'text-ink-soft border-transparent'}`}
            >
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
