/**
 * The two things a story is labelled with, decided here for every page: its subject (the kicker
 * on cards, the badge on its own page) and, for the one story the home page puts forward, a flag
 * that says "Breaking" while the story is recent and "Featured" after.
 */

/** How long the story put forward reads as "Breaking", counted from its publish time. */
export const breakingHours = 48

export type StoryFlag = 'Breaking' | 'Featured'

/** Topic badges that say how a story is put forward rather than what it is about. */
const statusBadges: ReadonlySet<string> = new Set(['Featured Story', 'Breaking News'])

/** "Analysis" reads as "Analytics": a kicker that begins as a section's name passes for one. */
const stem = (name: string) => name.trim().toLowerCase().slice(0, 5)

/**
 * The subject of a story: the editor's topic badge, else its first topic, leaving out a status
 * (the flag says that) and anything that reads as the name of a section. Empty if none is left.
 */
export function storyLabel(
  candidates: readonly (string | null | undefined)[],
  sections: readonly string[],
): string {
  const stems = new Set(sections.map(stem))
  // A hosted story may lack its badge (a document made outside the Studio): the next one serves.
  return (
    candidates.find(
      (name): name is string => !!name?.trim() && !statusBadges.has(name) && !stems.has(stem(name)),
    ) ?? ''
  )
}

/**
 * The flag of the story put forward: "Breaking" until `breakingHours` after it was published by
 * the build's clock, then "Featured". Null for every other story.
 */
export function storyFlag(putForward: boolean, publishedAt: string, now: Date): StoryFlag | null {
  if (!putForward) return null
  const age = now.getTime() - Date.parse(publishedAt)
  return age < breakingHours * 3_600_000 ? 'Breaking' : 'Featured'
}
