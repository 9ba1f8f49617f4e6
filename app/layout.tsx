import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { getSettings } from '@/lib/content'
import { faviconDataUrl } from '@/lib/seo/favicon'
import { feedPaths } from '@/schemas/vocabulary'
import { EditorTools } from '@/app/_preview/EditorTools'
import { ScrollToTop } from '@/app/_components/ScrollToTop'
import { SiteFooter } from '@/app/_components/SiteFooter'
import { SiteHeader } from '@/app/_components/SiteHeader'
import { serif } from '@/app/fonts'
import '@/app/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.description,
    applicationName: settings.siteName,
    referrer: 'strict-origin-when-cross-origin',
    // Given here, the icons replace Next's file conventions, so the Apple icon is named too.
    icons: {
      icon: { url: faviconDataUrl, type: 'image/svg+xml' },
      apple: { url: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    },
    alternates: {
      types: {
        'application/rss+xml': [{ url: feedPaths.site, title: `${settings.siteName} RSS` }],
      },
    },
  }
}

// Next sets width=device-width, initial-scale=1 itself.
export const viewport: Viewport = { themeColor: '#0f1f3d' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={serif.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="bg-navy sr-only z-50 rounded-sm text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <EditorTools />
      </body>
    </html>
  )
}
