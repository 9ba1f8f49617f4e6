/** A paper maker brings retirees back: mill and forest, an experienced worker handing over. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { mill, pine } from '@/seed/art/motifs/buildings'
import { avatar } from '@/seed/art/motifs/documents'
import { hardHat, logPile } from '@/seed/art/motifs/objects'
import { figure, hand } from '@/seed/art/motifs/people'
import { navy, paper, type Accent } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, line, pose } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

const forest = (a: Accent, y: number, tones: string[]) =>
  (
    [
      [70, 330],
      [170, 420],
      [280, 360],
      [1360, 400],
      [1460, 330],
      [1550, 430],
      [900, 300],
      [1000, 380],
      [1120, 320],
      [1230, 360],
      [620, 280],
      [720, 340],
    ] as const
  )
    .map(([x, h], i) => pose({ x, y }, pine(h, tones[i % tones.length] ?? a.main, a.dark)))
    .join('')

export const hero: Scene = {
  file: 'georgia-pacific-retiree-network',
  accent: 'sage',
  ground: 'paper',
  draw: (a) => {
    const swing = 74
    const [hx, hy] = hand(1, swing)
    return [
      circle(1080, 330, 240, a.pale),
      halftoneDisc(1080, 330, 240, { step: 16, from: 0, to: 5, angle: 90, fill: a.light }),
      forest(a, 720, [a.light, a.main, a.pale]),
      floor(716, paper.shade),
      lift(
        pose(
          { x: 1090, y: 718, s: 0.72 },
          mill({ body: navy.mid, roof: navy.deep, glass: a.light, stack: navy.deep, band: a.main }),
        ),
      ),
      lift(pose({ x: 1430, y: 760, s: 0.5 }, logPile(navy.soft, paper.kraft, paper.kraftDark)), {
        small: true,
      }),
      contact(330, 812, 110),
      contact(330 + 2 * hx, 812, 110),
      lift(
        [
          pose(
            { x: 330, y: 810 },
            figure({
              fill: navy.deep,
              hair: 'grey',
              hairFill: navy.mist,
              armR: swing,
              collar: a.main,
            }),
          ),
          pose({ x: 330 + 2 * hx, y: 810, flip: true }, figure({ fill: a.dark, armR: swing })),
          pose({ x: 330 + hx, y: 810 + hy + 10, s: 0.3 }, hardHat(a.main, a.dark)),
        ].join(''),
      ),
    ].join('')
  },
}

export const alt: Scene = {
  file: 'georgia-pacific-retiree-network-alt',
  accent: 'sage',
  ground: 'navy',
  draw: (a) => {
    const cx = 800
    const cy = 470
    const nodes: [number, number][] = [
      [330, 250],
      [300, 560],
      [520, 780],
      [1080, 780],
      [1300, 560],
      [1270, 250],
      [800, 130],
    ]
    return [
      halftone({
        x: 0,
        y: 620,
        w: 1600,
        h: 280,
        step: 18,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.mid,
      }),
      forest(a, 900, [navy.mid, navy.soft]),
      ...nodes.map(([x, y]) => line(cx, cy, x, y, a.main, 5, { 'stroke-dasharray': '4 14' })),
      circle(cx, cy, 250, navy.mid),
      circle(cx, cy, 250, 'none', { stroke: a.main, 'stroke-width': 6 }),
      lift(
        pose(
          { x: cx, y: cy + 230, s: 1.02 },
          figure({
            fill: paper.bright,
            hair: 'grey',
            hairFill: navy.mist,
            hat: a.main,
            collar: a.main,
          }),
        ),
        { dark: true },
      ),
      ...nodes.map(([x, y], i) =>
        lift(
          pose(
            { x, y },
            circle(0, 0, 62, a.main),
            avatar(54, i % 2 ? a.pale : paper.shade, i % 3 ? navy.soft : a.dark),
          ),
          { dark: true, small: true },
        ),
      ),
    ].join('')
  },
}

export const scenes: Scene[] = [hero, alt]
