/** I-9 audits: the form on a clipboard under a magnifier, a clock, three business days. */
import { floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { calendarPage, clipboard } from '@/seed/art/motifs/documents'
import { clock, magnifier } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'ice-audit-compliance',
  accent: 'ochre',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1180, 330, 260, a.pale),
      halftoneDisc(1180, 330, 260, { step: 16, from: 6, to: 0, angle: 60, fill: a.light }),
      floor(800, paper.shade),
      lift(
        pose(
          { x: 560, y: 470, r: -6, s: 1.1 },
          clipboard(a, a.main, [true, true, false, true, false, false]),
        ),
      ),
      lift(pose({ x: 720, y: 560 }, magnifier(120, navy.deep, navy.mid))),
      lift(pose({ x: 1180, y: 300 }, clock(150, navy.deep, paper.bright, navy.deep, a.main))),
      ...[0, 1, 2].map((i) =>
        lift(
          pose(
            { x: 1010 + i * 170, y: 690 },
            calendarPage(i < 2 ? navy.soft : a.main, paper.bright, i < 2 ? a.main : undefined),
          ),
          { small: true },
        ),
      ),
    ].join(''),
}

export const scenes: Scene[] = [hero]
