'use client'

import { Fragment, useRef, type ReactNode } from 'react'
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
} from '@/app/_components/icons/SocialIcons'
import { notify } from '@/app/_components/notify'
import { shareLinks } from '@/app/_components/article/shareLinks'
import { useShareTooltips } from '@/app/_components/article/useShareTooltips'

interface ShareButtonsProps {
  /** The published URL of the article: site host plus article path. */
  url: string
  title: string
}

const buttonClass =
  'border-rule text-navy hover:border-navy hover:bg-navy grid h-11 w-11 place-items-center rounded-full border bg-white transition-colors hover:text-white'

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const section = useRef<HTMLElement>(null)
  const tooltips = useShareTooltips(section)
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
      data-pagefind-ignore
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
