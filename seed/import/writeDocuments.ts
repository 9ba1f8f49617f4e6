import type { SanityClient } from '@sanity/client'
import { sanityImport } from '@sanity/import'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { UnusableAnswer } from '@/lib/sanity/failure'

/**
 * Writes the documents with Sanity's own importer (@sanity/import, what `sanity dataset import`
 * runs): it uploads each image it does not find by content hash, creates or replaces the
 * documents in batches with their references made weak, then sets the image references and
 * makes the references strong again, retrying each write itself.
 *
 * It gives its requests no deadline, and some never settle: get-it never settles a request
 * whose answer stops half-way, and @sanity/client sends uploads with no timeout (measured with
 * @sanity/client 7.27 and get-it 8.8.3 against the tests' stand-in: a mutation and an upload cut
 * off half-way, and an upload never answered, were each still pending 5 s later with a 1 s
 * timeout). Its progress reports are the only sign it is working, so the import stops when
 * they stop for `stallMs`.
 */
export async function writeDocuments(
  client: SanityClient,
  documents: readonly DatasetDocument[],
  { baseDir, stallMs }: { baseDir: string; stallMs: number },
): Promise<void> {
  const { numDocs } = await new Promise<{ numDocs: number }>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined
    const progress = () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => reject(new UnusableAnswer('cut-off', `no progress for ${stallMs} ms`)),
        stallMs,
      )
    }
    progress()
    // A copy: the importer rewrites the documents it is given.
    sanityImport(structuredClone([...documents]), {
      client,
      operation: 'createOrReplace',
      assetsBase: baseDir,
      onProgress: progress,
    })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
  // A web page answered with status 200 passes the client as a mutation that wrote nothing.
  if (numDocs !== documents.length)
    throw new UnusableAnswer(
      'not-json',
      `status 200 to the writes of ${documents.length} documents but confirmed only ${numDocs}`,
    )
}
