import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { JsonLd } from '@/app/_components/JsonLd'

it('structured data never lets a < in the data close its script element', () => {
  const headline = '</script><script>alert(1)</script>'
  const html = renderToStaticMarkup(JsonLd({ data: { headline } }))
  expect(html.match(/<\/script>/g)).toHaveLength(1)
  expect(JSON.parse(/>(.*)<\/script>$/.exec(html)![1]!)).toEqual({ headline })
})
