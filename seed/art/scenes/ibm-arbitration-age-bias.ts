/** Age bias and forced arbitration: an older worker before a closed door, the scales of justice. */
import { arch, contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { scales } from '@/seed/art/motifs/justice'
import { door, padlock } from '@/seed/art/motifs/objects'
import { figure } from '@/seed/art/motifs/people'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { clipTo, polygon, pose } from '@/seed/art/svg'
import { halftone } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'ibm-arbitration-age-bias',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      arch(830, 790, 560, 700, a.pale),
      clipTo(
        arch(830, 790, 560, 700, '#000'),
        halftone({
          x: 830,
          y: 90,
          w: 560,
          h: 700,
          step: 20,
          from: 0,
          to: 6,
          angle: 90,
          fill: a.light,
        }),
      ),
      floor(790, paper.shade),
      polygon(
        [
          [980, 790],
          [1220, 790],
          [1400, 900],
          [800, 900],
        ],
        a.light,
        { 'fill-opacity': 0.35 },
      ),
      lift(
        pose(
          { x: 1100, y: 790, s: 1.1 },
          door(navy.mid, navy.deep, navy.soft, a.main),
          pose({ x: -4, y: -300, s: 0.7 }, padlock(a.main, paper.deep)),
        ),
      ),
      contact(640, 796, 120),
      lift(
        pose(
          { x: 640, y: 795, s: 1.18 },
          figure({
            fill: navy.deep,
            hair: 'grey',
            hairFill: navy.mist,
            cane: a.dark,
            armR: 12,
            collar: a.main,
          }),
        ),
      ),
      contact(280, 800, 150),
      lift(pose({ x: 280, y: 800, s: 0.82 }, scales({ frame: navy.soft, pans: a.main, tilt: 9 }))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
