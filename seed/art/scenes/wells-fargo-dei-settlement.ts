/** A bank settles over diverse-slate hiring: the bank's colonnade, a row of interview chairs. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { colonnade } from '@/seed/art/motifs/buildings'
import { sideChair } from '@/seed/art/motifs/machines'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'wells-fargo-dei-settlement',
  accent: 'sage',
  ground: 'paper',
  draw: (a) => {
    const chairs = [a.main, navy.soft, a.dark, paper.deep, navy.deep]
    return [
      circle(800, 380, 340, a.pale),
      halftoneDisc(800, 380, 340, { step: 18, from: 0, to: 6, angle: 90, fill: a.light }),
      floor(650, paper.shade),
      lift(
        pose(
          { x: 800, y: 652, s: 0.95 },
          colonnade(660, 6, {
            body: paper.bright,
            shade: paper.deep,
            recess: navy.deep,
            medallion: a.main,
          }),
        ),
      ),
      ...chairs.map(
        (c, i) =>
          contact(330 + i * 235, 852, 80) +
          lift(pose({ x: 330 + i * 235, y: 850, s: 0.78 }, sideChair(c)), { small: true }),
      ),
    ].join('')
  },
}

export const scenes: Scene[] = [hero]
