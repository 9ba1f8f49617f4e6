/** Women leaving the workforce: the Capitol, a row of women fading out, a falling line. */
import { floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { trend } from '@/seed/art/motifs/charts'
import { capitol } from '@/seed/art/motifs/buildings'
import { figure, type FigureStyle } from '@/seed/art/motifs/people'
import { navy, paper, type Accent } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, g, pose, rect } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

const women = (a: Accent): FigureStyle[] => [
  { fill: navy.deep, hair: 'bob', collar: a.main },
  { fill: a.main, hair: 'long', dress: true },
  { fill: navy.soft, hair: 'bun' },
  { fill: a.dark, hair: 'ponytail', dress: true },
  { fill: navy.deep, hair: 'bob' },
]

export const hero: Scene = {
  file: 'congressional-dems-women-workforce',
  accent: 'ochre',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1270, 400, 270, a.pale),
      halftoneDisc(1270, 400, 270, { step: 18, from: 0, to: 6, angle: 120, fill: a.light }),
      floor(740, paper.shade),
      lift(
        pose(
          { x: 1270, y: 742, s: 0.56 },
          capitol({ body: paper.bright, shade: paper.deep, dome: navy.deep, detail: paper.deep }),
        ),
      ),
      pose(
        { x: 90, y: 700 },
        trend(
          [
            [0, 0.9],
            [0.2, 0.82],
            [0.38, 0.68],
            [0.55, 0.6],
            [0.72, 0.42],
            [0.88, 0.3],
            [1, 0.16],
          ],
          1000,
          600,
          a.main,
          12,
        ),
      ),
      ...women(a).map((w, i) =>
        g(
          { opacity: 1 - i * 0.2 },
          lift(pose({ x: 190 + i * 195, y: 820, s: 0.88 }, figure(w)), { small: true }),
        ),
      ),
    ].join(''),
}

export const alt: Scene = {
  file: 'congressional-dems-women-workforce-alt',
  accent: 'ochre',
  ground: 'navy',
  draw: (a) => {
    const steps = [380, 470, 560, 650, 740] as const
    const parts = [
      pose(
        { x: 1250, y: 420, s: 0.6 },
        capitol({ body: navy.mid, shade: navy.mid, dome: navy.mid, detail: navy.mid }),
      ),
      halftone({
        x: 0,
        y: 420,
        w: 1600,
        h: 480,
        step: 18,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.mid,
      }),
    ]
    const w = 280
    steps.forEach((y, i) => {
      parts.push(
        rect(120 + i * w, y, w + 2, 900 - y, i === steps.length - 1 ? navy.mid : navy.soft),
      )
      parts.push(rect(120 + i * w, y, w + 2, 14, a.main))
    })
    const people = women(a).slice(0, 4)
    people.forEach((f, i) => {
      parts.push(
        lift(
          pose(
            { x: 260 + i * w, y: steps[i] ?? 0, s: 0.72 },
            figure({ ...f, fill: i % 2 ? a.light : paper.bright }),
          ),
          { dark: true, small: true },
        ),
      )
    })
    // The last step is empty: a dashed outline where a worker used to stand.
    const outline = { stroke: a.light, 'stroke-width': 5, 'stroke-dasharray': '12 10' }
    parts.push(
      pose(
        { x: 260 + 4 * w, y: steps[4], s: 0.72 },
        circle(0, -352, 34, 'none', outline),
        rect(-68, -306, 136, 306, 'none', { ...outline, rx: 34 }),
      ),
    )
    return parts.join('')
  },
}

export const scenes: Scene[] = [hero, alt]
