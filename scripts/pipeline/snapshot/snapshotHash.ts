import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Which snapshot it is: sha256 over the dataset's text and every image it uses, each named. */
export async function snapshotHash(dir: string, dataset: string, images: readonly string[]) {
  const hash = createHash('sha256').update('dataset\0').update(dataset)
  for (const image of [...images].sort())
    hash.update(`\0${image}\0`).update(await readFile(path.join(dir, image)))
  return `sha256:${hash.digest('hex')}`
}
