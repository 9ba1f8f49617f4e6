import type { StoryFlag } from '@/lib/content'

/** "Breaking" or "Featured", as the content layer decided it for the story (lib/content/labels.ts). */
export function FlagBadge({ flag, className = '' }: { flag: StoryFlag; className?: string }) {
  return (
    <span
      data-story-flag
      className={`bg-accent rounded-sm px-2 py-1 text-[0.6875rem] font-semibold tracking-wider text-white uppercase ${className}`}
    >
      {flag}
    </span>
  )
}
