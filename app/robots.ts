import type { MetadataRoute } from 'next'
import { getSettings } from '@/lib/content'
import { previewServer } from '@/lib/content/mode'

export const dynamic = 'force-static'

export default async function robots(): Promise<MetadataRoute.Robots> {
  // The editors' preview shows drafts: no crawler may index it.
  if (previewServer) return { rules: [{ userAgent: '*', disallow: '/' }] }
  const { siteUrl } = await getSettings()
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
