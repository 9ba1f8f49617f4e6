import type { CategoryRef } from '@/lib/content/types'

/**
 * The two things a story is labelled with, decided here for every page: its subject (the kicker
 * on cards, the badge on its own page) and, for a story the desk puts forward, a flag that says
 * "Breaking" while the story is recent and "Featured" after.
 */

/** How long a story put forward reads as "Breaking", counted from its publish time. */
export const breakingHours = 48

export type StoryFlag = 'Breaking' | 'Featured'

/** Topic badges that say how a story is put forward rather than what it is about. */
const statusBadges: ReadonlySet<string> = new Set(['Featured Story', 'Breaking News'])

/** Whether the editor's topic badge is a status: such a story is put forward. */
export const isStatusBadge = (topic: string) => statusBadges.has(topic)

/**
 * The subject of a story: the editor's topic badge, or, where that badge is a status, the first
 * category whose listing carries the story (a status is said by the flag, by the clock).
 */
export function storyLabel(topic: string, categories: readonly CategoryRef[]): string {
  return isStatusBadge(topic) ? (categories[0]?.name ?? '') : topic
}

/**
 * The flag of a story put forward (the home page's lead, a card marked featured, a status badge):
 * "Breaking" until `breakingHours` after it was published by the build's clock, then "Featured".
 * Null for every other story.
 */
export function storyFlag(putForward: boolean, publishedAt: string, now: Date): StoryFlag | null {
  if (!putForward) return null
  const age = now.getTime() - Date.parse(publishedAt)
  return age < breakingHours * 3_600_000 ? 'Breaking' : 'Featured'
}
