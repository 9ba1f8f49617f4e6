/** California vetoes the "robo boss" bill: capitol dome, a robot manager, a veto stamp. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { capitol } from '@/seed/art/motifs/buildings'
import { robot } from '@/seed/art/motifs/machines'
import { imprint, rubberStamp, sheet } from '@/seed/art/motifs/justice'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'newsom-robo-bosses-veto',
  accent: 'ochre',
  ground: 'paper',
  draw: (a) =>
    [
      circle(480, 420, 290, a.light),
      halftoneDisc(480, 420, 290, { step: 18, from: 6, to: 0, angle: 70, fill: a.main }),
      floor(780, paper.shade),
      lift(
        pose(
          { x: 480, y: 782, s: 0.66 },
          capitol({ body: paper.bright, shade: paper.deep, dome: navy.deep, detail: paper.deep }),
        ),
      ),
      lift(pose({ x: 1300, y: 900, s: 0.9 }, robot(a))),
      contact(1000, 820, 260),
      lift(
        pose(
          { x: 1000, y: 640, r: 7 },
          sheet(400, 300),
          pose({ x: 0, y: 10, r: -8 }, imprint(a.main, { w: 260, h: 170 })),
        ),
      ),
      lift(pose({ x: 1060, y: 390, r: 14, s: 0.85 }, rubberStamp(a))),
    ].join(''),
}

export const alt: Scene = {
  file: 'newsom-robo-bosses-veto-alt',
  accent: 'ochre',
  ground: 'navy',
  draw: (a) =>
    [
      circle(1180, 430, 320, a.main),
      halftoneDisc(1180, 430, 320, { step: 18, from: 0, to: 6, angle: 90, fill: a.dark }),
      floor(740, navy.mid),
      pose(
        { x: 1180, y: 742, s: 0.6 },
        capitol({ body: navy.mid, shade: navy.mid, dome: navy.mid, detail: navy.mid }),
      ),
      halftone({
        x: 0,
        y: 740,
        w: 1600,
        h: 160,
        step: 16,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.soft,
      }),
      lift(
        pose(
          { x: 560, y: 900, s: 1.2 },
          robot(a, { body: paper.bright, panel: paper.deep, trim: navy.mist }),
        ),
        { dark: true },
      ),
      lift(pose({ x: 560, y: 790, r: -8 }, imprint(a.main, { w: 420, h: 210 })), { dark: true }),
    ].join(''),
}

export const scenes: Scene[] = [hero, alt]
