/** A new head for the workplace-safety agency: the Capitol and a hard hat. */
import { contact, floor, stripes } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { capitol } from '@/seed/art/motifs/buildings'
import { hardHat } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'osha-keeling-confirmation',
  accent: 'ochre',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1060, 390, 320, a.light),
      halftoneDisc(1060, 390, 320, { step: 18, from: 0, to: 6, angle: 110, fill: a.main }),
      floor(770, paper.shade),
      lift(
        pose(
          { x: 1060, y: 772, s: 0.76 },
          capitol({ body: paper.bright, shade: paper.deep, dome: navy.deep, detail: paper.deep }),
        ),
      ),
      stripes(0, 836, 1600, 64, navy.deep, a.main),
      contact(450, 800, 260),
      lift(pose({ x: 450, y: 798, s: 1.18, r: -4 }, hardHat(a.main, a.dark))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
