export interface ImageRef {
  id: string
  filename: string
}

/** What an import did, or in a dry run would do, by id. */
export interface ImportReport {
  dryRun: boolean
  images: { uploaded: ImageRef[]; present: ImageRef[] }
  documents: { created: string[]; updated: string[]; unchanged: string[] }
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const listed = (ids: readonly string[], mark: string) => ids.map((id) => `    ${mark} ${id}`)

export function formatReport(report: ImportReport): string[] {
  const { images, documents } = report
  if (report.dryRun)
    return [
      'Dry run: nothing was written. The import would',
      `  upload ${count(images.uploaded.length, 'image')} (${images.present.length} already in the dataset)`,
      ...listed(
        images.uploaded.map((image) => image.filename),
        '+',
      ),
      `  create ${count(documents.created.length, 'document')}`,
      ...listed(documents.created, '+'),
      `  replace ${count(documents.updated.length, 'document')} with the seed's version`,
      ...listed(documents.updated, '~'),
      `  leave ${count(documents.unchanged.length, 'document')} alone, as they match the seed`,
    ]
  return [
    `Images: ${images.uploaded.length} uploaded, ${images.present.length} already there.`,
    `Documents: ${documents.created.length} created, ${documents.updated.length} updated, ` +
      `${documents.unchanged.length} left alone.`,
  ]
}
