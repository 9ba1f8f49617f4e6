/** A barista dress-code dispute: the green apron on its hook, a takeaway cup, a dress-code tag. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { swingTag } from '@/seed/art/motifs/documents'
import { apron, cup } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, path, pose, rect } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'starbucks-dress-code',
  accent: 'sage',
  ground: 'paper',
  draw: (a) =>
    [
      rect(220, 0, 640, 820, a.pale),
      floor(820, paper.shade),
      circle(1180, 520, 250, a.light),
      halftoneDisc(1180, 520, 250, { step: 16, from: 0, to: 6, angle: 45, fill: a.main }),
      rect(400, 60, 320, 26, navy.deep, { rx: 13 }),
      circle(560, 96, 16, navy.soft),
      lift(pose({ x: 560, y: 210, s: 0.92 }, apron(a.main, a.dark, a.dark))),
      path('M 800 555 C 840 600 860 620 880 640', 'none', {
        stroke: navy.deep,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      lift(pose({ x: 884, y: 640, r: -14, s: 0.9 }, swingTag(paper.bright, navy.deep, a.pale)), {
        small: true,
      }),
      contact(1200, 832, 150),
      lift(pose({ x: 1200, y: 830, s: 1.12 }, cup(a.main))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
