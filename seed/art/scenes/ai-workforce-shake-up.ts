/** AI reshaping workforces: a grid of desks, a robot arm lifting a worker out, the people around it. */
import { contact, floor } from '@/seed/art/backdrops'
import { lift } from '@/seed/art/depth'
import { armGrip, robotArm } from '@/seed/art/motifs/machines'
import { figure } from '@/seed/art/motifs/people'
import { navy, paper, type Accent } from '@/seed/art/palette'
import type { Scene } from '@/seed/art/scene'
import { circle, pose, rect } from '@/seed/art/svg'
import { halftone, halftoneDisc } from '@/seed/art/texture'

type Seat = 'person' | 'robot' | 'empty'

/** One cubicle in cross-section, 200 wide. Origin: centre of its floor. */
function cubicle(a: Accent, seat: Seat, tone: number): string {
  const parts = [rect(-100, -186, 200, 186, tone ? paper.bright : paper.shade)]
  if (seat === 'person')
    parts.push(rect(-38, -122, 76, 70, navy.soft, { rx: 30 }), circle(0, -140, 23, navy.deep))
  if (seat === 'robot') {
    parts.push(
      rect(-36, -118, 72, 66, navy.mid, { rx: 14 }),
      rect(-34, -172, 68, 54, a.main, { rx: 14 }),
      circle(-13, -146, 7, paper.bright),
      circle(13, -146, 7, paper.bright),
      rect(-3, -188, 6, 16, a.main),
    )
  }
  if (seat === 'empty') {
    const dash = { stroke: a.main, 'stroke-width': 4, 'stroke-dasharray': '9 8' }
    parts.push(
      rect(-38, -122, 76, 70, 'none', { ...dash, rx: 30 }),
      circle(0, -140, 23, 'none', dash),
    )
  }
  parts.push(
    rect(-74, -64, 148, 12, navy.mid, { rx: 4 }),
    rect(-64, -54, 128, 54, navy.soft),
    rect(-30, -94, 60, 32, navy.deep, { rx: 4 }),
  )
  return parts.join('')
}

const layout: Seat[] = [
  'person',
  'robot',
  'person',
  'person',
  'empty',
  'person',
  'person',
  'robot',
  'person',
  'robot',
  'robot',
  'person',
  'person',
  'robot',
  'person',
]

export const hero: Scene = {
  file: 'ai-workforce-shake-up',
  accent: 'teal',
  ground: 'paper',
  draw: (a) => {
    const cw = 200
    const ch = 200
    const x0 = 160
    const y0 = 250
    const floorOf = (row: number) => y0 + (row + 1) * ch
    const centre = (i: number) => x0 + (i % 5) * cw + cw / 2
    const armPose = { shoulder: 58, elbow: 86, wrist: -144 }
    const mount = { x: 1400, y: -60, s: 0.7 }
    const [gx, gy] = armGrip(armPose)
    const grip = { x: mount.x - mount.s * gx, y: mount.y - mount.s * gy }
    const held = 0.36
    return [
      circle(1330, 560, 230, a.pale),
      halftoneDisc(1330, 560, 230, { step: 16, from: 0, to: 5, angle: 90, fill: a.light }),
      floor(850, paper.shade),
      lift(
        [
          rect(x0 - 24, y0 - 24, 5 * cw + 48, 3 * ch + 24, navy.mid, { rx: 6 }),
          ...layout.map((seat, i) =>
            pose(
              { x: centre(i), y: floorOf(Math.floor(i / 5)) - 14 },
              cubicle(a, seat, (i + Math.floor(i / 5)) % 2),
            ),
          ),
          ...[0, 1, 2].map((r) => rect(x0 - 24, floorOf(r) - 14, 5 * cw + 48, 14, navy.mid)),
          ...[1, 2, 3, 4].map((c) => rect(x0 + c * cw - 4, y0, 8, 3 * ch, navy.mid)),
        ].join(''),
      ),
      lift(pose({ x: mount.x, y: mount.y, s: mount.s, r: 180 }, robotArm(a, armPose))),
      lift(
        pose(
          { x: grip.x, y: grip.y + 352 * held, s: held },
          figure({ fill: navy.deep, armL: 24, armR: 24 }),
        ),
        { small: true },
      ),
      contact(1420, 862, 70),
      lift(pose({ x: 1420, y: 860, s: 0.7, flip: true }, figure({ fill: a.dark, hair: 'bob' })), {
        small: true,
      }),
      contact(1270, 862, 70),
      lift(pose({ x: 1270, y: 860, s: 0.74 }, figure({ fill: navy.soft, collar: a.main })), {
        small: true,
      }),
    ].join('')
  },
}

export const alt: Scene = {
  file: 'ai-workforce-shake-up-alt',
  accent: 'teal',
  ground: 'navy',
  draw: (a) => {
    const people = [
      { fill: paper.bright, hair: 'bob' as const },
      { fill: a.light },
      { fill: navy.mist, hair: 'bun' as const },
      { fill: paper.deep },
    ]
    return [
      circle(380, 330, 260, a.main),
      halftoneDisc(380, 330, 260, { step: 16, from: 0, to: 6, angle: 90, fill: a.dark }),
      halftone({
        x: 0,
        y: 560,
        w: 1600,
        h: 340,
        step: 18,
        from: 0,
        to: 4,
        angle: 90,
        fill: navy.mid,
      }),
      floor(800, navy.mid),
      lift(
        pose(
          { x: 330, y: 800, s: 1.05 },
          robotArm(
            a,
            { shoulder: 40, elbow: 62, wrist: 50 },
            { body: paper.bright, joint: navy.mist },
          ),
        ),
        { dark: true },
      ),
      ...people.map((p, i) =>
        lift(pose({ x: 880 + i * 170, y: 800, s: 0.85 }, figure(p)), { dark: true, small: true }),
      ),
    ].join('')
  },
}

export const scenes: Scene[] = [hero, alt]
