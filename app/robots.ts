import type { MetadataRoute } from 'next'
import { getSettings } from '@/lib/content'

export const dynamic = 'force-static'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { siteUrl } = await getSettings()
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
