import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset } from '@/tests/contract/support/seeded'
import { startPreview, type RunningPreview } from '@/tests/preview/support/previewServer'

/** The article the preview tests edit, by its document id and its address. */
export const articleId = 'article-h1b-changes'
export const articlePath = '/article/h1b-changes'

/** An edit as the Studio saves it: the article's draft, with another headline. */
export function writeDraft(lake: ContentLake, headline: string) {
  lake.store.put({ ...lake.store.get(articleId)!, _id: `drafts.${articleId}`, headline })
}

/** A preview link's secret as the Presentation tool stores it in the dataset, written now. */
export function storePreviewSecret(lake: ContentLake, secret: string) {
  lake.store.put({
    _id: `sanity-preview-url-secret.${secret}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: 'http://localhost:3333',
  })
}

/** The Presentation tool's link into the preview: turns Draft Mode on and opens `pathname`. */
export const enableUrl = (secret: string, pathname = articlePath) =>
  `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

/**
 * The stand-in of the Sanity API with the seed imported and the article's draft written, and a
 * preview server reading it with the read token.
 */
export async function startDraftedPreview(
  draftHeadline: string,
  /** More variables for the preview server, such as SANITY_STUDIO_URL. */
  extraEnv: Record<string, string> = {},
): Promise<{ lake: ContentLake; preview: RunningPreview; publishedHeadline: string }> {
  const lake = await startContentLake()
  await importInto(lake, await seededDataset())
  const publishedHeadline = String(lake.store.get(articleId)!.headline)
  writeDraft(lake, draftHeadline)
  const preview = await startPreview({
    ...lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read }),
    ...extraEnv,
  })
  return { lake, preview, publishedHeadline }
}
