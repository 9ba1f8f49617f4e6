'use client'

import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '../icons/SocialIcons'
import { notify, preloadToasts } from '../notify'
import { shareLinks } from './shareLinks'

interface ShareButtonsProps {
  /** The published URL of the article: site host plus article path. */
  url: string
  title: string
}

type Tooltips = typeof import('./ShareTooltip')

const buttonClass =
  'border-rule text-navy hover:border-navy hover:bg-navy grid h-11 w-11 place-items-center rounded-full border bg-white transition-colors hover:text-white'

/**
 * Loads the tooltips when the block comes near the viewport or is first pointed at or focused.
 * Wrapping the controls remounts them, so a reader's keyboard focus is put back where it was.
 */
function useTooltips(section: RefObject<HTMLElement | null>): Tooltips | null {
  const [loaded, setLoaded] = useState<{ module: Tooltips; refocus: number } | null>(null)
  useEffect(() => {
    const element = section.current
    if (!element) return
    let started = false
    const load = () => {
      if (started) return
      started = true
      observer.disconnect()
      // The copy-link toast then needs no network either.
      void preloadToasts().catch(() => {})
      void import('./ShareTooltip').then((module) => {
        const controls = [...element.querySelectorAll('a, button')]
        setLoaded({ module, refocus: controls.indexOf(document.activeElement as Element) })
      })
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      {
        rootMargin: '300px',
      },
    )
    observer.observe(element)
    element.addEventListener('pointerenter', load, { once: true })
    element.addEventListener('focusin', load, { once: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('pointerenter', load)
      element.removeEventListener('focusin', load)
    }
  }, [section])
  useEffect(() => {
    if (loaded && loaded.refocus >= 0)
      section.current?.querySelectorAll<HTMLElement>('a, button')[loaded.refocus]?.focus()
  }, [loaded, section])
  return loaded?.module ?? null
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const section = useRef<HTMLElement>(null)
  const tooltips = useTooltips(section)
  const links = shareLinks(url, title)
  const networks = [
    { label: 'Share on LinkedIn', href: links.linkedin, Icon: LinkedInIcon },
    { label: 'Share on Facebook', href: links.facebook, Icon: FacebookIcon },
    { label: 'Share on Twitter', href: links.twitter, Icon: TwitterIcon },
  ]

  const Provider = tooltips?.TooltipProvider ?? Fragment
  const labelled = (label: string, control: ReactNode) =>
    tooltips ? <tooltips.WithTooltip label={label}>{control}</tooltips.WithTooltip> : control

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url)
      await notify('success', 'Link copied to clipboard!')
    } catch {
      await notify('error', 'Could not copy the link. Copy it from the address bar instead.')
    }
  }

  return (
    <section
      ref={section}
      aria-labelledby="share-heading"
      data-print="hide"
      className="border-rule mt-12 border-t pt-8"
    >
      <h2 id="share-heading" className="headline text-xl">
        Share this article
      </h2>
      <Provider>
        <ul className="mt-4 flex flex-wrap gap-3">
          {networks.map(({ label, href, Icon }) => (
            <li key={label}>
              {labelled(
                label,
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new window)`}
                  className={buttonClass}
                >
                  <Icon />
                </a>,
              )}
            </li>
          ))}
          <li>
            {labelled(
              'Copy link for Instagram',
              <button
                type="button"
                onClick={copyLink}
                aria-label="Copy link for Instagram"
                className={buttonClass}
              >
                <InstagramIcon />
              </button>,
            )}
          </li>
        </ul>
      </Provider>
    </section>
  )
}
