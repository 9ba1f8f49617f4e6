import { fieldPath } from '@/schemas/checkDocuments'
import { stringProblems } from '@/seed/lib/strings'
import type { Issues } from '@/seed/lib/checks/checker'

/**
 * A control character or a lone surrogate in any authored string, the first cause of all: ours,
 * because ids, references, file names and block types are strings no Studio field holds as text.
 */
export function checkCharacters(
  placed: readonly { document: { _id: string }; source: unknown }[],
  issues: Issues,
): void {
  for (const { document, source } of placed)
    for (const { path, message } of stringProblems(source))
      issues.report(document._id, fieldPath(path), message)
}
