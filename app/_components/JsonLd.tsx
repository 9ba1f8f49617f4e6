import { serializeJsonLd } from '@/lib/seo/jsonLd'

/** Structured data: a data block, never executed, so no script policy applies to it. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
