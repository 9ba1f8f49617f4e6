/** A bank settles over diverse-slate hiring: the bank's colonnade, a row of interview chairs. */
import { contact, floor } from '../backdrops'
import { lift } from '../depth'
import { colonnade } from '../motifs/buildings'
import { sideChair } from '../motifs/machines'
import { navy, paper } from '../palette'
import type { Scene } from '../scene'
import { circle, pose } from '../svg'
import { halftoneDisc } from '../texture'

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
