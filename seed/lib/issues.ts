/** A rule a document breaks, named so an editor can find it: document id, field path, message. */
export interface SeedIssue {
  id: string
  field: string
  message: string
}

export function formatIssue({ id, field, message }: SeedIssue): string {
  return `${id} › ${field}: ${message}`
}
