import { rename, rm, writeFile } from 'node:fs/promises'
import type { SanityDocument } from '@/seed/lib/toDocuments'

/** One JSON document per line, in the given order: the same documents give the same bytes. */
export function toNdjson(documents: readonly SanityDocument[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}

/** Writes beside the target, then renames over it, so readers never see half a dataset. */
export async function writeAtomically(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    await writeFile(temporary, contents)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
