/** A rule a document breaks, named so an editor can find it: document id, field path, message. */
export interface SeedIssue {
  id: string
  field: string
  message: string
}

export function formatIssue({ id, field, message }: SeedIssue): string {
  return `${id} › ${field}: ${message}`
}

/** A path (['body', 3, 'points']) as an editor reads it: body[3].points */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`
    return out ? `${out}.${String(part)}` : String(part)
  }, '')
}
