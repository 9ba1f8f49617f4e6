'use client'

import { SiteLink as Link } from '@/app/_components/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useCurrentSection } from '@/app/_components/currentSection'
import { CloseIcon, MenuIcon } from '@/app/_components/icons/MenuIcons'
import type { SectionLink } from '@/app/_components/SectionLinks'

interface MobileMenuProps {
  links: SectionLink[]
  /** The search form, below the links. */
  search: ReactNode
}

const noSubscription = () => () => {}

/**
 * The small-screen navigation: a disclosure that opens without script too; with it, it takes
 * focus in and gives it back on close. Its links slide in as it opens, in CSS.
 */
export function MobileMenu({ links, search }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // Whether the page's script runs: only then does the summary say its state itself.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const pathname = usePathname()
  const current = useCurrentSection()

  // A navigation closes the menu.
  const [openedAt, setOpenedAt] = useState(pathname)
  if (open && openedAt !== pathname) setOpen(false)

  useEffect(() => {
    if (!open) return
    detailsRef.current?.querySelector<HTMLElement>('nav a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      detailsRef.current?.querySelector('summary')?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <details ref={detailsRef} open={open} className="group md:hidden">
      {/* Without script the details open and close by themselves; with it, the state is ours. */}
      <summary
        className="text-navy hover:bg-paper -mr-2 block cursor-pointer list-none rounded-sm p-2 [&::-webkit-details-marker]:hidden"
        aria-expanded={scripted ? open : undefined}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={(event) => {
          event.preventDefault()
          setOpenedAt(pathname)
          setOpen((value) => !value)
        }}
      >
        <MenuIcon width={24} height={24} className="group-open:hidden" />
        <CloseIcon width={24} height={24} className="hidden group-open:block" />
      </summary>
      <div
        id={panelId}
        className="border-rule absolute inset-x-0 top-16 border-b bg-white shadow-lg"
      >
        {/* The slide-in runs with script only: without it, Chromium's clicks waited on the sliding
            link until they timed out (5 of 8 runs); a reader without script gets the menu at once. */}
        <nav aria-label="Main menu" className={scripted ? 'group-open:animate-menu-in' : undefined}>
          <ul className="container-page flex flex-col py-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  aria-current={link.slug === current ? 'page' : undefined}
                  className={`hover:text-accent border-rule block border-b border-l-4 py-3 pl-3 text-base font-semibold last:border-b-0 ${link.slug === current ? 'border-l-accent text-accent' : 'text-ink border-l-transparent'}`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {search}
      </div>
    </details>
  )
}
