/** What an illustration is: an output name, its accent, its ground, and how to draw it. */
import type { Accent, AccentName } from '@/seed/art/palette'

export type Ground = 'paper' | 'navy' | 'pale'

export interface Scene {
  /** Output file name without extension, e.g. 'h1b-changes' or 'h1b-changes-alt'. */
  file: string
  accent: AccentName
  ground: Ground
  draw: (a: Accent) => string
}
