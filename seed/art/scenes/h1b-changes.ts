/** H-1B $100,000 fee: passport and visa stamp, a globe, the fee as coins. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { arc } from '@/seed/art/motifs/charts'
import { openPassport, passport } from '@/seed/art/motifs/documents'
import { imprint, sheet } from '@/seed/art/motifs/justice'
import { banknote, coin, coinStack, globe } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'h1b-changes',
  accent: 'ochre',
  ground: 'paper',
  draw: (a) =>
    [
      halftoneDisc(300, 250, 230, { step: 20, from: 6, to: 0, angle: 45, fill: a.light }),
      floor(742, paper.shade),
      circle(1020, 410, 330, navy.deep),
      halftoneDisc(1020, 410, 330, { step: 16, from: 0, to: 5, angle: 60, fill: navy.soft }),
      lift(pose({ x: 1020, y: 410, r: -16 }, globe(246, a.pale, navy.soft, a.light))),
      arc([520, 250], [760, 20], [1000, 170], a.main, 8),
      contact(560, 760, 230),
      lift(
        pose(
          { x: 680, y: 470, r: 9 },
          sheet(300, 400),
          pose({ x: 60, y: -90, r: -14 }, imprint(a.dark, { h: 150, round: true, mark: 'star' })),
        ),
      ),
      lift(pose({ x: 500, y: 500, r: -8, s: 1.05 }, passport(a))),
      contact(1320, 812, 200),
      lift(
        [
          pose({ x: 1230, y: 810 }, coinStack(5, a.light, a.main, a.dark)),
          pose({ x: 1360, y: 830 }, coinStack(9, a.light, a.main, a.dark)),
        ].join(''),
        { small: true },
      ),
      lift(pose({ x: 1480, y: 760, r: 12 }, coin(70, a.light, a.main)), { small: true }),
    ].join(''),
}

export const alt: Scene = {
  file: 'h1b-changes-alt',
  accent: 'ochre',
  ground: 'navy',
  draw: (a) =>
    [
      pose({ x: 1320, y: 560, r: -20 }, globe(470, navy.mid, navy.soft)),
      halftone({
        x: 0,
        y: 600,
        w: 1600,
        h: 300,
        step: 18,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.soft,
      }),
      arc([150, 760], [480, 60], [1130, 250], a.main, 9),
      circle(1130, 250, 16, a.main),
      lift(
        pose(
          { x: 640, y: 470, r: -6 },
          openPassport(navy.soft),
          pose({ x: -150, y: -30, r: -12 }, imprint(a.main, { w: 220, h: 150, mark: 'check' })),
          pose({ x: 150, y: 40, r: 10 }, imprint(a.dark, { h: 170, round: true, mark: 'star' })),
        ),
        { dark: true },
      ),
      lift(pose({ x: 1090, y: 700, r: -14 }, banknote(a.pale, a.dark)), { dark: true }),
      lift(pose({ x: 1220, y: 610 }, coin(92, a.light, a.main)), { dark: true }),
    ].join(''),
}

export const scenes: Scene[] = [hero, alt]
