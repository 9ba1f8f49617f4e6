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

/** The refusal of a hosted snapshot whose published documents break a rule, one line each. */
export const publishedProblems = (count: number) =>
  `${count} problem(s) in published documents; nothing was built. Fix them in the Studio and publish again:`
