/**
 * How deep a list in an article's body may nest: the rule and its one wording, for the Studio
 * and (through the Studio's own validation) the build's check of a hosted snapshot. The Studio
 * nests an item a level deeper at each Tab, without end; every level indents the column by
 * 24 px on a 358 px phone column, and a reader follows a point and its sub-points, not more.
 */
export const listLevelsMax = 2

/** Why a list item at this level cannot be shown, after "Body", or undefined when it can. */
export function listLevelProblem(level: unknown): string | undefined {
  if (typeof level !== 'number' || level <= listLevelsMax) return undefined
  return `nests a list item ${level} levels deep; lists nest at most ${listLevelsMax} levels (a list and a list inside it): move the item out with Shift+Tab`
}
