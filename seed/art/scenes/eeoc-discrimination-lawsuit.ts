/** A federal discrimination suit: a federal building under its flag, the scales of justice. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { colonnade } from '@/seed/art/motifs/buildings'
import { scales } from '@/seed/art/motifs/justice'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'eeoc-discrimination-lawsuit',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1010, 400, 370, a.pale),
      halftoneDisc(1010, 400, 370, { step: 18, from: 0, to: 6, angle: 80, fill: a.light }),
      floor(700, paper.shade),
      lift(
        pose(
          { x: 1030, y: 702, s: 0.84 },
          colonnade(880, 8, {
            body: paper.bright,
            shade: paper.deep,
            recess: navy.deep,
            flag: a.main,
          }),
        ),
      ),
      contact(300, 862, 180),
      lift(pose({ x: 300, y: 860, s: 0.9 }, scales({ frame: navy.deep, pans: a.main, tilt: -7 }))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
