/** A retaliation suit at a tech giant: a glass tower, a megaphone raised in protest, a gavel. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { officeTower } from '@/seed/art/motifs/buildings'
import { gavel, soundBlock } from '@/seed/art/motifs/justice'
import { megaphone, waves } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose, rect } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'google-retaliation-suit',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1120, 380, 300, a.pale),
      halftoneDisc(1120, 380, 300, { step: 18, from: 0, to: 6, angle: 45, fill: a.light }),
      floor(800, paper.shade),
      pose(
        { x: 1330, y: 802, s: 0.8 },
        officeTower(
          { glass: navy.soft, frame: navy.mid, glint: paper.bright, side: navy.mid },
          560,
        ),
      ),
      lift(
        pose(
          { x: 1100, y: 802 },
          officeTower({ glass: navy.mid, frame: navy.deep, glint: a.light, side: navy.deep }),
        ),
      ),
      lift(pose({ x: 300, y: 370, r: -14 }, megaphone(a.main, a.dark))),
      pose({ x: 620, y: 290, r: -14 }, waves(40, 44, 3, a.main, 36, 12)),
      contact(640, 820, 170),
      lift(pose({ x: 640, y: 752, s: 0.72 }, soundBlock(a.main)), { small: true }),
      lift(pose({ x: 610, y: 628, s: 0.74, r: -62 }, gavel({ band: a.main, handle: a.dark }))),
    ].join(''),
}

/** A skyline of glass towers with lit windows. */
function skyline(base: number): string {
  const towers: [number, number, number][] = [
    [0, 170, 260],
    [170, 130, 380],
    [300, 190, 300],
    [490, 150, 460],
    [640, 200, 340],
    [840, 140, 420],
    [980, 180, 280],
    [1160, 150, 360],
    [1310, 160, 250],
    [1470, 130, 330],
  ]
  const parts: string[] = []
  towers.forEach(([x, w, h], i) => {
    parts.push(rect(x, base - h, w - 8, h, i % 2 ? navy.mid : navy.soft))
    for (let wy = base - h + 24; wy < base - 20; wy += 34) {
      for (let wx = x + 18; wx < x + w - 30; wx += 30)
        parts.push(rect(wx, wy, 12, 16, navy.deep, { 'fill-opacity': 0.5 }))
    }
  })
  return parts.join('')
}

export const alt: Scene = {
  file: 'google-retaliation-suit-alt',
  accent: 'brick',
  ground: 'navy',
  draw: (a) =>
    [
      circle(1080, 330, 250, a.main),
      halftoneDisc(1080, 330, 250, { step: 16, from: 0, to: 6, angle: 90, fill: a.dark }),
      halftone({
        x: 0,
        y: 0,
        w: 1600,
        h: 460,
        step: 20,
        from: 3,
        to: 0,
        angle: 90,
        fill: navy.mid,
      }),
      skyline(900),
      lift(
        pose(
          { x: 1060, y: 300, s: 1.25, r: -40 },
          gavel({ head: paper.bright, band: a.main, handle: paper.deep }),
        ),
        { dark: true },
      ),
      lift(
        pose({ x: 270, y: 360, r: -10, s: 0.8 }, megaphone(paper.bright, paper.deep, navy.soft)),
        { dark: true },
      ),
      pose({ x: 520, y: 316, r: -10, s: 0.8 }, waves(40, 44, 3, a.light, 36, 12)),
    ].join(''),
}

export const scenes: Scene[] = [hero, alt]
