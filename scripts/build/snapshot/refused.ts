/** A snapshot that cannot be taken: one line saying what to do, and the problems behind it. */
export class SnapshotRefused extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message)
    this.name = 'SnapshotRefused'
  }
}
