/** The news desk's own picture: a filed story under the magnifier, beside the day's calendar. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { calendarPage, resume } from '@/seed/art/motifs/documents'
import { magnifier } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const desk: Scene = {
  file: 'news-desk',
  accent: 'teal',
  ground: 'paper',
  draw: (a) =>
    [
      circle(800, 400, 330, a.light),
      halftoneDisc(800, 400, 330, { step: 18, from: 0, to: 6, angle: 60, fill: a.main }),
      floor(760, paper.shade),
      contact(700, 770, 240),
      lift(pose({ x: 700, y: 540, s: 1.05, r: -6 }, resume(a))),
      contact(1120, 772, 120),
      lift(pose({ x: 1120, y: 690, s: 0.95, r: 5 }, calendarPage(a.main, paper.bright, navy.deep))),
      lift(pose({ x: 860, y: 470, s: 1, r: 0 }, magnifier(120, navy.deep, a.dark))),
    ].join(''),
}

export const scenes: Scene[] = [desk]
