/**
 * Structured data: a data block, never executed, so no script policy applies to it. `<` is
 * escaped so no string in the data can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
