/**
 * An import writes many transactions; a build that ran between two of them would publish
 * a mix of old and new documents. So the import writes this document before its first
 * write and deletes it after its last, and a build refuses a dataset that holds it.
 *
 * Its id has no dot, so a build without a token still sees it (ids with a dot are private),
 * and no prefix the Studio gives documents it creates (their ids are UUIDs). Its type is no
 * schema type, so the Studio lists it nowhere and the build's document check skips it.
 */
export const importMarkerId = 'seedImportInProgress'

/** The marker of an import that started at `startedAt`, kept as an ISO date. */
export function importMarker(startedAt: Date) {
  return { _id: importMarkerId, _type: 'seedImport', startedAt: startedAt.toISOString() } as const
}

/** Why a build refuses the dataset, and what to do about it. */
export function unfinishedImportMessage(
  where: { projectId: string; dataset: string },
  startedAt: string,
): string {
  return (
    `An import into ${where.projectId}/${where.dataset} started at ${startedAt} has not finished: ` +
    'run `npm run seed -- --import` again to finish it; nothing was built.'
  )
}
