'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '../Icons'
import { notify } from '../notify'
import { shareLinks } from './shareLinks'

interface ShareButtonsProps {
  /** The published URL of the article: site host plus article path. */
  url: string
  title: string
}

const buttonClass =
  'border-rule text-navy hover:border-navy hover:bg-navy grid h-11 w-11 place-items-center rounded-full border bg-white transition-colors hover:text-white'

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="bg-ink z-50 rounded-sm px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const links = shareLinks(url, title)
  const networks = [
    { label: 'Share on LinkedIn', href: links.linkedin, Icon: LinkedInIcon },
    { label: 'Share on Facebook', href: links.facebook, Icon: FacebookIcon },
    { label: 'Share on Twitter', href: links.twitter, Icon: TwitterIcon },
  ]

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
      aria-labelledby="share-heading"
      data-print="hide"
      className="border-rule mt-12 border-t pt-8"
    >
      <h2 id="share-heading" className="headline text-xl">
        Share this article
      </h2>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <ul className="mt-4 flex flex-wrap gap-3">
          {networks.map(({ label, href, Icon }) => (
            <li key={label}>
              <WithTooltip label={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new window)`}
                  className={buttonClass}
                >
                  <Icon />
                </a>
              </WithTooltip>
            </li>
          ))}
          <li>
            <WithTooltip label="Copy link for Instagram">
              <button
                type="button"
                onClick={copyLink}
                aria-label="Copy link for Instagram"
                className={buttonClass}
              >
                <InstagramIcon />
              </button>
            </WithTooltip>
          </li>
        </ul>
      </Tooltip.Provider>
    </section>
  )
}
