import { importCommand } from '@/seed/import/command'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import type { SeededDataset } from '@/tests/contract/support/seeded'

/** Imports a dataset into the stand-in, as `npm run seed -- --import` does. */
export async function importInto(
  lake: ContentLake,
  { documents, dir }: Pick<SeededDataset, 'documents' | 'dir'>,
) {
  const lines: string[] = []
  const exitCode = await importCommand({
    documents,
    baseDir: dir,
    env: lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write }),
    log: (line) => lines.push(line),
  })
  if (exitCode !== 0) throw new Error(`The import into the stand-in failed:\n${lines.join('\n')}`)
}
