/** An airline cuts 4,000 office jobs with AI: aircraft tail, emptying desks, a falling chart. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { arrow, bars } from '@/seed/art/motifs/charts'
import { desk, planeTail, sideChair } from '@/seed/art/motifs/machines'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, clipTo, pose } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'lufthansa-job-cuts',
  accent: 'teal',
  ground: 'paper',
  draw: (a) =>
    [
      circle(420, 380, 300, a.pale),
      halftoneDisc(420, 380, 300, { step: 18, from: 6, to: 0, angle: 60, fill: a.light }),
      floor(790, paper.shade),
      contact(240, 800, 320),
      lift(pose({ x: 330, y: 590, s: 0.95 }, planeTail(a))),
      pose(
        { x: 880, y: 470 },
        bars([0.95, 0.78, 0.6, 0.42, 0.26], 560, 300, [
          navy.soft,
          navy.soft,
          navy.soft,
          navy.soft,
          a.main,
        ]),
      ),
      arrow(
        [
          [900, 120],
          [1040, 190],
          [1160, 230],
          [1290, 300],
          [1430, 380],
        ],
        a.main,
        14,
      ),
      contact(1010, 796, 160),
      lift(pose({ x: 1010, y: 795, s: 0.78 }, desk(a)), { small: true }),
      contact(1330, 796, 160),
      lift(pose({ x: 1330, y: 795, s: 0.78 }, desk(a, { occupied: false })), { small: true }),
      lift(pose({ x: 1180, y: 850, s: 0.5 }, sideChair(navy.mist)), { small: true }),
      lift(pose({ x: 1500, y: 850, s: 0.5 }, sideChair(navy.mist)), { small: true }),
    ].join(''),
}

export const alt: Scene = {
  file: 'lufthansa-job-cuts-alt',
  accent: 'teal',
  ground: 'navy',
  draw: (a) => {
    const port = { x: 1190, y: 400, r: 320 }
    return [
      halftone({
        x: 0,
        y: 0,
        w: 1600,
        h: 420,
        step: 18,
        from: 4,
        to: 0,
        angle: 90,
        fill: navy.mid,
      }),
      floor(780, navy.mid),
      // A porthole view: the tail is cropped by the disc.
      circle(port.x, port.y, port.r + 18, navy.soft),
      circle(port.x, port.y, port.r, a.main),
      clipTo(
        circle(port.x, port.y, port.r, '#000'),
        halftoneDisc(port.x, port.y, port.r, { step: 18, from: 0, to: 6, angle: 90, fill: a.dark }),
        lift(pose({ x: 1080, y: 600, s: 0.95 }, planeTail(a, { fin: navy.deep })), { dark: true }),
      ),
      pose(
        { x: 130, y: 780 },
        bars(
          [1, 0.84, 0.68, 0.52, 0.36, 0.2],
          780,
          560,
          [paper.bright, paper.bright, paper.shade, paper.deep, paper.deep, a.main],
          0.26,
        ),
      ),
      arrow(
        [
          [150, 150],
          [420, 260],
          [620, 350],
          [780, 440],
          [930, 560],
        ],
        a.light,
        16,
      ),
    ].join('')
  },
}

export const scenes: Scene[] = [hero, alt]
