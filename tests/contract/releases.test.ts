import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedConfigFromEnv, type HostedConfig } from '@/lib/sanity/client'
import { previewClient } from '@/lib/content/preview/client'
import { topicsQuery } from '@/lib/content/queries'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'

/**
 * The preview outside Draft Mode reads the Content Lake itself, not a snapshot: a Content
 * Release's version (`versions.<release>.<id>`) of a published document must not reach it,
 * whatever perspective the client reads with.
 */

let lake: ContentLake
let config: HostedConfig

const topic = (id: string, name: string) => ({
  _id: id,
  _type: 'topic',
  name,
  slug: { _type: 'slug', current: name.toLowerCase().replace(/\s+/g, '-') },
  description: 'What employers must do.',
})

beforeAll(async () => {
  lake = await startContentLake()
  config = hostedConfigFromEnv(
    lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read, SANITY_TIMEOUT_MS: '2000' }),
    ['SANITY_API_READ_TOKEN'],
  ) as HostedConfig
  lake.store.put(topic('topic-pay', 'Pay rules'))
  lake.store.put(topic('versions.rSpring.topic-pay', 'Pay rules in spring'))
  lake.store.put(topic('versions.rSpring.topic-new', 'A topic only the release has'))
})
afterAll(async () => {
  await lake?.close()
})

describe('a Content Release in the hosted dataset', () => {
  it('stays out of the preview’s published reads', async () => {
    const client = previewClient({ ...config, token: lake.tokens.read, studioUrl: 'http://x' })
    // With the Viewer token the server reads with (live.ts), which could see every version.
    const reader = client.withConfig({ useCdn: false, token: lake.tokens.read })
    const topics = await reader.fetch(topicsQuery)
    expect(topics.map(({ id, name }) => [id, name])).toEqual([['topic-pay', 'Pay rules']])
  })
})
