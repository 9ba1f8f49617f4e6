/** Machines and equipment: robot, robot arm, telecom tower, conveyor, aircraft tail, toggle, desk. */
import type { Accent } from '@/seed/art/palette'
import { navy, paper } from '@/seed/art/palette'
import { circle, g, line, path, polygon, rect } from '@/seed/art/svg'

/** Robot head and shoulders, 380 wide and 560 tall. Origin: bottom centre. */
export function robot(
  a: Accent,
  { body = navy.deep, panel = navy.mid, trim = navy.soft } = {},
): string {
  const parts = [
    rect(-190, -176, 380, 176, panel, { rx: 60 }),
    rect(-190, -40, 380, 40, panel),
    rect(-88, -136, 176, 84, trim, { rx: 14 }),
    circle(-54, -94, 12, a.main),
    circle(-18, -94, 12, paper.bright),
    rect(10, -104, 56, 8, a.light, { rx: 4 }),
    rect(10, -88, 40, 8, a.light, { rx: 4 }),
    rect(-48, -216, 96, 50, trim),
    rect(-190, -176, 380, 18, '#fff', { 'fill-opacity': 0.08, rx: 9 }),
  ]
  for (let y = -206; y < -170; y += 12) parts.push(rect(-48, y, 96, 5, body))
  parts.push(
    rect(-178, -400, 36, 96, trim, { rx: 12 }),
    rect(142, -400, 36, 96, trim, { rx: 12 }),
    rect(-5, -540, 10, 60, trim),
    circle(0, -548, 20, a.main),
    rect(-152, -486, 304, 276, body, { rx: 54 }),
    rect(-120, -430, 240, 104, panel, { rx: 52 }),
    circle(-54, -378, 30, a.main),
    circle(54, -378, 30, a.main),
    circle(-54, -378, 11, paper.bright),
    circle(54, -378, 11, paper.bright),
  )
  for (let i = 0; i < 5; i++) parts.push(rect(-58 + i * 26, -294, 12, 34, trim, { rx: 5 }))
  return parts.join('')
}

export interface ArmPose {
  shoulder: number
  elbow: number
  wrist: number
}

/** Where the gripper holds things, in the arm's local coordinates. */
export function armGrip({ shoulder, elbow, wrist }: ArmPose): [number, number] {
  const seg = (deg: number, len: number): [number, number] => [
    len * Math.sin((deg * Math.PI) / 180),
    -len * Math.cos((deg * Math.PI) / 180),
  ]
  const [x1, y1] = seg(shoulder, 320)
  const [x2, y2] = seg(shoulder + elbow, 300)
  const [x3, y3] = seg(shoulder + elbow + wrist, 140)
  return [x1 + x2 + x3, -130 + y1 + y2 + y3]
}

/** Industrial arm. Origin: centre of the base on its mount; segments extend along -y. */
export function robotArm(
  a: Accent,
  { shoulder, elbow, wrist }: ArmPose,
  { body = navy.deep, joint = navy.soft } = {},
): string {
  const gripper = [
    rect(-46, -34, 92, 34, joint, { rx: 8 }),
    path('M -40 -30 L -52 -96 L -30 -104 L -18 -34 Z', body),
    path('M 40 -30 L 52 -96 L 30 -104 L 18 -34 Z', body),
  ].join('')
  const forearm = g(
    { transform: `translate(0 -300) rotate(${wrist})` },
    rect(-22, -70, 44, 70, body, { rx: 10 }),
    g({ transform: 'translate(0 -66)' }, gripper),
  )
  const upper = g(
    { transform: `translate(0 -320) rotate(${elbow})` },
    rect(-30, -300, 60, 310, body, { rx: 30 }),
    rect(-8, -280, 16, 260, '#fff', { 'fill-opacity': 0.08, rx: 8 }),
    forearm,
    circle(0, -300, 26, joint),
    circle(0, -300, 10, a.main),
  )
  return [
    rect(-120, -44, 240, 44, joint, { rx: 12 }),
    polygon(
      [
        [-84, -44],
        [84, -44],
        [62, -120],
        [-62, -120],
      ],
      body,
    ),
    g(
      { transform: `translate(0 -130) rotate(${shoulder})` },
      rect(-36, -330, 72, 340, body, { rx: 36 }),
      rect(-10, -310, 18, 290, '#fff', { 'fill-opacity': 0.08, rx: 9 }),
      upper,
      circle(0, -320, 34, joint),
      circle(0, -320, 13, a.main),
    ),
    circle(0, -130, 46, joint),
    circle(0, -130, 18, a.main),
  ].join('')
}

/** Lattice telecom mast with antenna panels, 700 tall. Origin: base centre. */
export function telecomTower(a: Accent, steel: string = navy.deep): string {
  const top = -600
  const at = (y: number) => 22 + 88 * (1 - y / top)
  const parts = [line(-110, 0, -22, top, steel, 14), line(110, 0, 22, top, steel, 14)]
  const levels = [0, -130, -250, -360, -460, -540, top]
  for (const [i, y1] of levels.slice(1).entries()) {
    const y0 = levels[i] ?? 0
    parts.push(line(-at(y0), y0, at(y1), y1, steel, 6), line(at(y0), y0, -at(y1), y1, steel, 6))
    parts.push(line(-at(y1), y1, at(y1), y1, steel, 6))
  }
  parts.push(
    rect(-70, -470, 140, 12, steel, { rx: 4 }),
    rect(-4, -720, 8, 130, steel),
    circle(0, -726, 12, a.main),
    rect(-64, -660, 26, 96, paper.bright, { rx: 6 }),
    rect(38, -660, 26, 96, paper.bright, { rx: 6 }),
    rect(-13, -676, 26, 96, paper.shade, { rx: 6 }),
    rect(-50, -430, 20, 56, a.main, { rx: 4 }),
    rect(30, -430, 20, 56, a.main, { rx: 4 }),
  )
  return parts.join('')
}

/** Belt conveyor `len` long. Origin: centre of the belt's top surface. */
export function conveyor(
  len: number,
  { belt = navy.deep, frame = navy.mid, roller = navy.soft } = {},
): string {
  const parts: string[] = []
  for (let x = -len / 2 + 60; x <= len / 2 - 60; x += 220) {
    parts.push(rect(x - 9, 30, 18, 150, frame), rect(x - 40, 172, 80, 10, frame, { rx: 4 }))
  }
  parts.push(rect(-len / 2, 0, len, 34, belt, { rx: 17 }))
  for (let x = -len / 2 + 17; x <= len / 2 - 17; x += 46) parts.push(circle(x, 17, 9, roller))
  parts.push(rect(-len / 2 + 10, 0, len - 20, 5, '#fff', { 'fill-opacity': 0.12 }))
  return parts.join('')
}

/** Rear fuselage and tail fin of an airliner. Origin: where the fin's leading edge meets the fuselage. */
export function planeTail(
  a: Accent,
  { skin = paper.bright, fin = navy.deep, shade = paper.deep, stabiliser = navy.soft } = {},
): string {
  const windows = Array.from({ length: 15 }, (_, i) =>
    rect(-880 + i * 62, 10, 26, 34, navy.soft, { rx: 12 }),
  )
  return [
    path('M -900 -30 L 100 -30 Q 300 -40 430 -110 L 448 -84 Q 400 100 120 190 L -900 190 Z', skin),
    path('M -900 140 L 170 140 Q 340 80 426 -30 L 440 -20 Q 390 120 120 190 L -900 190 Z', shade),
    path('M -900 66 L 160 66 Q 260 60 330 30 L 320 54 Q 250 86 160 86 L -900 86 Z', a.main),
    ...windows,
    polygon(
      [
        [-60, -28],
        [190, -440],
        [330, -440],
        [300, -120],
        [250, -34],
      ],
      fin,
    ),
    polygon(
      [
        [184, -430],
        [330, -440],
        [327, -400],
        [160, -392],
      ],
      a.main,
    ),
    circle(232, -256, 74, a.main),
    circle(232, -256, 58, fin),
    circle(232, -256, 26, a.main),
    polygon(
      [
        [190, 60],
        [470, 0],
        [500, 20],
        [240, 104],
      ],
      stabiliser,
    ),
  ].join('')
}

/** Settings toggle, 260 by 130. Origin: centre. */
export function toggle(on: boolean, track: string, knob: string = paper.bright): string {
  return [
    rect(-130, -65, 260, 130, track, { rx: 65 }),
    rect(-118, -53, 236, 20, '#fff', { 'fill-opacity': 0.1, rx: 10 }),
    circle(on ? 65 : -65, 0, 50, knob),
  ].join('')
}

/** Office desk with a monitor, front view, 320 wide. Origin: floor centre. */
export function desk(
  a: Accent,
  { occupied = true, top = navy.mid, screen = navy.deep } = {},
): string {
  const parts = [
    rect(-150, -160, 12, 160, top),
    rect(138, -160, 12, 160, top),
    rect(-136, -160, 272, 64, navy.soft),
    rect(-160, -176, 320, 18, top, { rx: 4 }),
    rect(-8, -222, 16, 48, navy.soft),
    rect(-40, -182, 80, 8, navy.soft, { rx: 4 }),
    rect(-86, -318, 172, 104, screen, { rx: 8 }),
    rect(-72, -304, 144, 76, occupied ? a.main : navy.soft, {
      rx: 4,
      'fill-opacity': occupied ? 0.9 : 0.6,
    }),
  ]
  if (occupied) {
    parts.push(
      rect(-56, -290, 80, 8, paper.bright, { rx: 4 }),
      rect(-56, -274, 110, 8, paper.bright, { rx: 4, 'fill-opacity': 0.6 }),
    )
  }
  return parts.join('')
}

/** A chair seen from the side, facing left, 150 wide. Origin: floor under the seat. */
export function sideChair(fill: string, legs: string = navy.deep): string {
  return [
    line(-50, -140, -62, 0, legs, 10),
    line(48, -140, 60, 0, legs, 10),
    rect(-70, -160, 140, 26, fill, { rx: 12 }),
    rect(44, -340, 30, 200, fill, { rx: 14 }),
    rect(44, -340, 12, 200, '#fff', { 'fill-opacity': 0.12, rx: 6 }),
  ].join('')
}
