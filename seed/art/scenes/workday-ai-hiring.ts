/** A lawsuit over AI résumé screening: résumés dropping into a filter funnel, the scales. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { resume } from '@/seed/art/motifs/documents'
import { panRim, scales } from '@/seed/art/motifs/justice'
import { robot } from '@/seed/art/motifs/machines'
import { funnel } from '@/seed/art/motifs/objects'
import { navy, paper } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose } from '@/seed/art/svg'
import { halftoneDisc } from '@/seed/art/texture'

export const hero: Scene = {
  file: 'workday-ai-hiring',
  accent: 'teal',
  ground: 'paper',
  draw: (a) =>
    [
      circle(720, 420, 340, a.pale),
      halftoneDisc(720, 420, 340, { step: 18, from: 0, to: 6, angle: 100, fill: a.light }),
      floor(790, paper.shade),
      lift(pose({ x: 560, y: 150, r: -24, s: 0.42 }, resume(a))),
      lift(pose({ x: 760, y: 110, r: 14, s: 0.46 }, resume(a))),
      lift(pose({ x: 930, y: 190, r: 32, s: 0.4 }, resume(a))),
      lift(pose({ x: 720, y: 320 }, funnel(navy.deep, navy.mid, a.main))),
      contact(720, 800, 90),
      lift(pose({ x: 720, y: 740, s: 0.28, r: 4 }, resume(a)), { small: true }),
      contact(1290, 800, 170),
      lift(
        pose({ x: 1290, y: 798, s: 0.82 }, scales({ frame: navy.soft, pans: a.main, tilt: -8 })),
      ),
    ].join(''),
}

export const alt: Scene = {
  file: 'workday-ai-hiring-alt',
  accent: 'teal',
  ground: 'navy',
  draw: (a) => {
    const tilt = 10
    const s = 1.3
    const base = { x: 800, y: 860 }
    const [lx, ly] = panRim(-1, tilt)
    const [rx, ry] = panRim(1, tilt)
    return [
      circle(800, 440, 380, navy.mid),
      halftoneDisc(800, 440, 380, { step: 18, from: 6, to: 0, angle: 90, fill: navy.soft }),
      lift(pose({ x: base.x, y: base.y, s }, scales({ frame: paper.deep, pans: a.main, tilt })), {
        dark: true,
      }),
      lift(pose({ x: base.x + lx * s, y: base.y + ly * s - 86, s: 0.42, r: -4 }, resume(a)), {
        dark: true,
        small: true,
      }),
      lift(
        pose(
          { x: base.x + rx * s, y: base.y + ry * s - 6, s: 0.36 },
          robot(a, { body: paper.bright, panel: paper.deep, trim: navy.mist }),
        ),
        { dark: true, small: true },
      ),
    ].join('')
  },
}

export const scenes: Scene[] = [hero, alt]
