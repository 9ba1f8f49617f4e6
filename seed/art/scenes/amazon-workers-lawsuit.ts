/** Warehouse workers sue: boxes riding a conveyor, racking behind, a gavel coming down. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { gavel, soundBlock } from '@/seed/art/motifs/justice'
import { conveyor } from '@/seed/art/motifs/machines'
import { box } from '@/seed/art/motifs/objects'
import { navy, paper, type Accent } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose, rect } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

/** Pallet racking with boxes, as a pale backdrop. */
function racking(x: number, y: number, bays: number, frame: string, goods: string): string {
  const parts: string[] = []
  const bw = 260
  for (let b = 0; b <= bays; b++) parts.push(rect(x + b * bw, y, 14, 560, frame))
  for (let level = 0; level < 4; level++) {
    const ly = y + 120 + level * 140
    parts.push(rect(x, ly, bays * bw + 14, 12, frame))
    for (let b = 0; b < bays; b++) {
      const count = 1 + ((b + level) % 3)
      for (let k = 0; k < count; k++)
        parts.push(rect(x + b * bw + 30 + k * 74, ly - 66, 64, 66, goods, { rx: 3 }))
    }
  }
  return parts.join('')
}

const belt = (a: Accent, y: number) =>
  [
    lift(pose({ x: 610, y }, conveyor(1000))),
    lift(pose({ x: 240, y }, box(150, 120, a.light)), { small: true }),
    lift(pose({ x: 470, y }, box(200, 170, a.light)), { small: true }),
    lift(pose({ x: 720, y }, box(130, 100, a.light)), { small: true }),
    lift(pose({ x: 920, y }, box(170, 140, a.light)), { small: true }),
  ].join('')

export const hero: Scene = {
  file: 'amazon-workers-lawsuit',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      racking(40, 60, 5, paper.deep, paper.shade),
      circle(1300, 380, 250, a.pale),
      halftoneDisc(1300, 380, 250, { step: 16, from: 0, to: 6, angle: 120, fill: a.light }),
      floor(820, paper.shade),
      belt(a, 610),
      contact(1330, 836, 170),
      lift(pose({ x: 1330, y: 770, s: 0.72 }, soundBlock(a.main)), { small: true }),
      lift(pose({ x: 1320, y: 620, s: 0.8, r: -56 }, gavel({ band: a.main, handle: a.dark }))),
    ].join(''),
}

export const alt: Scene = {
  file: 'amazon-workers-lawsuit-alt',
  accent: 'brick',
  ground: 'navy',
  draw: (a) =>
    [
      racking(-60, 40, 7, navy.mid, navy.mid),
      halftone({
        x: 0,
        y: 500,
        w: 1600,
        h: 400,
        step: 18,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.mid,
      }),
      circle(560, 420, 300, a.main),
      halftoneDisc(560, 420, 300, { step: 18, from: 6, to: 0, angle: 90, fill: a.dark }),
      lift(
        pose(
          { x: 560, y: 470, s: 1.5, r: -28 },
          gavel({ head: paper.bright, band: a.main, handle: paper.deep }),
        ),
        { dark: true },
      ),
      contact(1160, 812, 280, 24, true),
      lift(
        [
          pose({ x: 1020, y: 810 }, box(230, 190, a.main)),
          pose({ x: 1270, y: 810 }, box(210, 170, a.main)),
          pose({ x: 1150, y: 620 }, box(200, 160, a.main)),
        ].join(''),
        { dark: true },
      ),
      floor(810, navy.mid),
    ].join(''),
}

export const scenes: Scene[] = [hero, alt]
