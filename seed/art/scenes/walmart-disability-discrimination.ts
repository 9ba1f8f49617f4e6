/** Disability discrimination at a retailer: a storefront, the access symbol, the scales. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { storefront } from '@/seed/art/motifs/buildings'
import { scales } from '@/seed/art/motifs/justice'
import { accessSign } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose, rect } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'walmart-disability-discrimination',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1110, 330, 300, a.pale),
      halftoneDisc(1110, 330, 300, { step: 18, from: 0, to: 6, angle: 100, fill: a.light }),
      floor(790, paper.shade),
      rect(0, 790, 1600, 14, paper.deep),
      lift(
        pose(
          { x: 1130, y: 792, s: 0.9 },
          storefront({
            wall: paper.bright,
            trim: navy.deep,
            awning: a.main,
            awningAlt: a.pale,
            glass: navy.soft,
            dark: navy.deep,
          }),
        ),
      ),
      contact(200, 800, 60),
      lift(
        pose(
          { x: 200, y: 0 },
          rect(-9, 330, 18, 470, navy.mid),
          pose({ x: 0, y: 290 }, accessSign(navy.deep, paper.bright)),
        ),
      ),
      contact(510, 862, 140),
      lift(pose({ x: 510, y: 860, s: 0.7 }, scales({ frame: navy.soft, pans: a.main, tilt: 8 }))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
