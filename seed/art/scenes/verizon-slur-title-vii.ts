/** Harassment law at a telecom: a cell tower, a crossed-out slur, a gavel. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { telecomTower } from '@/seed/art/motifs/machines'
import { gavel, soundBlock } from '@/seed/art/motifs/justice'
import { prohibition, scribble, speechBubble, waves } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'verizon-slur-title-vii',
  accent: 'brick',
  ground: 'paper',
  draw: (a) =>
    [
      circle(1030, 390, 310, a.pale),
      halftoneDisc(1030, 390, 310, { step: 18, from: 0, to: 6, angle: 135, fill: a.light }),
      floor(770, paper.shade),
      contact(400, 776, 170),
      lift(pose({ x: 400, y: 775, s: 0.95 }, telecomTower(a))),
      pose({ x: 440, y: 200 }, waves(70, 46, 3, a.main, 38, 12)),
      pose({ x: 360, y: 200, flip: true }, waves(70, 46, 3, a.main, 38, 12)),
      lift(
        pose(
          { x: 1010, y: 360 },
          speechBubble(paper.bright),
          pose({ x: 0, y: -6 }, scribble(navy.deep)),
        ),
      ),
      pose({ x: 1010, y: 354 }, prohibition(200, a.main, 30)),
      contact(1290, 830, 190),
      lift(pose({ x: 1290, y: 762, s: 0.7 }, soundBlock(a.main)), { small: true }),
      lift(pose({ x: 1250, y: 640, s: 0.72, r: -58 }, gavel({ band: a.main, handle: a.dark }))),
    ].join(''),
}

export const scenes: Scene[] = [hero]
