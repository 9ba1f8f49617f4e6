/** Member data feeding AI and ads: profile cards, streams of data, a settings toggle. */
import { lift } from '@/seed/art/depth'
import { profileCard } from '@/seed/art/motifs/documents'
import { toggle } from '@/seed/art/motifs/machines'
import { navy, paper, type Accent } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, d, path, pose, type Point } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

/** A dotted stream curving from one point to another. */
const stream = (from: Point, to: Point, bend: number, color: string, width = 9) =>
  path(
    d`M ${from[0]} ${from[1]} C ${from[0] + bend} ${from[1]} ${to[0] - bend} ${to[1]} ${to[0]} ${to[1]}`,
    'none',
    {
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-dasharray': '0.1 22',
    },
  )

const target = (a: Accent, r: number) =>
  [
    circle(0, 0, r, a.main),
    circle(0, 0, r * 0.72, paper.bright),
    circle(0, 0, r * 0.46, a.main),
    circle(0, 0, r * 0.18, navy.deep),
  ].join('')

export const hero: Scene = {
  file: 'linkedin-ai-targeting',
  accent: 'teal',
  ground: 'paper',
  draw: (a) => {
    const cards: Point[] = [
      [380, 230],
      [430, 450],
      [370, 670],
    ]
    const hub: Point = [1160, 420]
    return [
      halftoneDisc(hub[0], hub[1], 330, { step: 18, from: 6, to: 0, angle: 0, fill: a.pale }),
      ...cards.flatMap(([x, y], i) => [
        stream(
          [x + 150, y],
          [hub[0] - 120, hub[1] + (i - 1) * 40],
          260,
          i === 1 ? a.main : navy.soft,
        ),
        stream([x + 150, y + 30], [hub[0] - 120, hub[1] + (i - 1) * 40 + 20], 200, a.light, 7),
      ]),
      lift(pose({ x: hub[0], y: hub[1] }, target(a, 190))),
      ...cards.map(([x, y], i) =>
        lift(pose({ x, y, r: [-5, 3, -2][i] }, profileCard(a, { highlight: i === 1 })), {
          small: true,
        }),
      ),
      lift(pose({ x: 1310, y: 760 }, toggle(true, a.main)), { small: true }),
    ].join('')
  },
}

export const alt: Scene = {
  file: 'linkedin-ai-targeting-alt',
  accent: 'teal',
  ground: 'navy',
  draw: (a) => {
    const parts: string[] = []
    const hot = new Set([1, 6, 8])
    const toggleAt: Point = [1270, 450]
    const cells: Point[] = []
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) cells.push([200 + c * 250, 190 + r * 260])
    cells.forEach(([x, y], i) => {
      if (hot.has(i))
        parts.push(stream([x + 80, y], [toggleAt[0] - 200, toggleAt[1]], 300, a.light, 8))
    })
    cells.forEach(([x, y], i) =>
      parts.push(
        lift(
          pose(
            { x, y, s: 0.7 },
            profileCard(a, { fill: hot.has(i) ? paper.bright : navy.mid, highlight: hot.has(i) }),
          ),
          { dark: true, small: true },
        ),
      ),
    )
    parts.push(circle(toggleAt[0], toggleAt[1], 280, navy.mid))
    parts.push(
      halftoneDisc(toggleAt[0], toggleAt[1], 280, {
        step: 16,
        from: 0,
        to: 5,
        angle: 90,
        fill: navy.soft,
      }),
    )
    parts.push(
      lift(pose({ x: toggleAt[0], y: toggleAt[1], s: 1.3 }, toggle(true, a.main)), { dark: true }),
    )
    return parts.join('')
  },
}

export const scenes: Scene[] = [hero, alt]
