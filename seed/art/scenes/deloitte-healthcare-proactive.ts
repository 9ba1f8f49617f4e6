/** Preventive health benefits: a heart with a pulse line, a protective shield, rising bars. */
import { floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { bars, gridLines } from '@/seed/art/motifs/charts'
import { heart, pulseLine, shield } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { clipTo, pose } from '@/seed/art/svg'
import { halftone } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'deloitte-healthcare-proactive',
  accent: 'sage',
  ground: 'paper',
  draw: (a) =>
    [
      floor(760, paper.shade),
      pose(
        { x: 930, y: 700 },
        gridLines(560, 480, 4, paper.deep),
        bars([0.34, 0.5, 0.66, 0.86], 560, 480, [a.pale, a.light, a.light, a.main], 0.28),
      ),
      lift(pose({ x: 560, y: 440, s: 1.15 }, heart(a.main))),
      pose(
        { x: 560, y: 440, s: 1.15 },
        clipTo(
          heart('#000'),
          halftone({
            x: -240,
            y: -240,
            w: 480,
            h: 420,
            step: 16,
            from: 0,
            to: 6,
            angle: 60,
            fill: a.dark,
          }),
        ),
      ),
      pulseLine(60, 1540, 450, 560, navy.deep, 16, 150),
      lift(pose({ x: 1150, y: 600, s: 0.95 }, shield(navy.deep, a.light, paper.bright))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
