import type { MetadataRoute } from 'next'
import { getSettings } from '@/lib/content'

export const dynamic = 'force-static'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSettings()
  return {
    name: settings.siteName,
    short_name: settings.siteName,
    description: settings.description,
    start_url: '/',
    display: 'browser',
    background_color: '#faf8f3',
    theme_color: '#0f1f3d',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/apple-icon.png', type: 'image/png', sizes: '180x180' },
    ],
  }
}
