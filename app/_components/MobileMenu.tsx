'use client'

import { SiteLink as Link } from '@/app/_components/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useCurrentSection } from '@/app/_components/currentSection'
import { CloseIcon, MenuIcon } from '@/app/_components/icons/MenuIcons'
import type { SectionLink } from '@/app/_components/SectionLinks'

interface MobileMenuProps {
  links: SectionLink[]
  /** The search form, below the links. */
  search: ReactNode
}

/**
 * The small-screen navigation: a disclosure that takes focus in, and gives it back on close.
 * It slides in once the animation features have loaded (on the first pointer or focus on the
 * button); until then, or without them, it simply appears.
 */
export function MobileMenu({ links, search }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const current = useCurrentSection()
  const [Motion, setMotion] = useState<ComponentType<{ children: ReactNode }> | null>(null)
  // Decided when the menu opens: swapping wrappers while open would remount the links and drop focus.
  const [animated, setAnimated] = useState(false)
  const loadMotion = () => {
    if (!Motion)
      void import('@/app/_components/MenuMotion').then(
        (module) => setMotion(() => module.MenuMotion),
        () => {},
      )
  }

  // A navigation closes the menu.
  const [openedAt, setOpenedAt] = useState(pathname)
  if (open && openedAt !== pathname) setOpen(false)

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const nav = (
    <nav aria-label="Main menu">
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
  )

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="text-navy hover:bg-paper -mr-2 rounded-sm p-2"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onPointerEnter={loadMotion}
        onFocus={loadMotion}
        onClick={() => {
          setOpenedAt(pathname)
          setAnimated(!open && Motion !== null)
          setOpen((value) => !value)
        }}
      >
        {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="border-rule absolute inset-x-0 top-16 border-b bg-white shadow-lg"
      >
        {open && animated && Motion ? <Motion>{nav}</Motion> : nav}
        {search}
      </div>
    </div>
  )
}
