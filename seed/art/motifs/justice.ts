/** Legal iconography: gavel, sound block, scales, rubber stamp and stamped marks. */
import type { Accent } from '@/seed/art/palette'
import { navy, paper } from '@/seed/art/palette'
import { d, circle, ellipse, g, line, path, polygon, rect } from '@/seed/art/svg'

export interface GavelColors {
  head?: string
  band: string
  handle: string
}

/** Origin: centre of the head; the handle runs down the +y axis. */
export function gavel({ head = navy.deep, band, handle }: GavelColors): string {
  return [
    rect(-13, 30, 26, 280, handle, { rx: 13 }),
    rect(-16, 258, 32, 60, head, { rx: 15 }),
    rect(-125, -46, 250, 92, head, { rx: 18 }),
    rect(-112, -46, 224, 16, '#fff', { 'fill-opacity': 0.1, rx: 8 }),
    rect(-96, -50, 22, 100, band, { rx: 6 }),
    rect(74, -50, 22, 100, band, { rx: 6 }),
    rect(-140, -36, 20, 72, navy.soft, { rx: 8 }),
    rect(120, -36, 20, 72, navy.soft, { rx: 8 }),
  ].join('')
}

/** Origin: centre of the top face. */
export function soundBlock(ring: string, side: string = navy.mid, top: string = navy.soft): string {
  return [
    ellipse(0, 52, 150, 26, side),
    rect(-150, 0, 300, 52, side),
    ellipse(0, 0, 150, 26, top),
    ellipse(0, 0, 104, 17, 'none', { stroke: ring, 'stroke-width': 5 }),
  ].join('')
}

export interface ScalesColors {
  frame: string
  pans: string
  /** Degrees; positive drops the right-hand pan. */
  tilt?: number
}

const PIVOT_Y = -392
const ARM = 205
const HANG = 175

/** Where the centre of each pan's rim sits, for placing objects on the pans. */
export function panRim(side: -1 | 1, tilt: number): [number, number] {
  const rad = (tilt * Math.PI) / 180
  return [side * ARM * Math.cos(rad), PIVOT_Y + side * ARM * Math.sin(rad) + HANG]
}

/** Origin: centre of the base on the floor; about 430 wide and 430 tall. */
export function scales({ frame, pans, tilt = 0 }: ScalesColors): string {
  const parts = [
    path('M -125 0 L 125 0 L 88 -36 L -88 -36 Z', frame),
    rect(-62, -56, 124, 22, frame, { rx: 8 }),
    rect(-11, PIVOT_Y, 22, 340, frame),
    circle(0, PIVOT_Y - 30, 18, pans),
    g(
      { transform: `rotate(${tilt} 0 ${PIVOT_Y})` },
      rect(-ARM - 12, PIVOT_Y - 9, 2 * ARM + 24, 18, frame, { rx: 9 }),
    ),
    circle(0, PIVOT_Y, 24, pans),
    circle(0, PIVOT_Y, 9, frame),
  ]
  for (const side of [-1, 1] as const) {
    const [x, rimY] = panRim(side, tilt)
    const topY = rimY - HANG
    parts.push(
      line(x, topY, x - 80, rimY, frame, 4),
      line(x, topY, x + 80, rimY, frame, 4),
      circle(x, topY, 10, pans),
      path(d`M ${x - 96} ${rimY} A 96 42 0 0 0 ${x + 96} ${rimY} Z`, pans),
      rect(x - 100, rimY - 4, 200, 8, frame, { rx: 4 }),
    )
  }
  return parts.join('')
}

/** Rubber stamp, standing. Origin: centre of the rubber face. */
export function rubberStamp(a: Accent): string {
  return [
    rect(-128, -14, 256, 14, a.dark, { rx: 4 }),
    rect(-138, -62, 276, 50, navy.mid, { rx: 10 }),
    rect(-138, -62, 276, 12, '#fff', { 'fill-opacity': 0.12, rx: 6 }),
    polygon(
      [
        [-42, -62],
        [42, -62],
        [28, -168],
        [-28, -168],
      ],
      navy.deep,
    ),
    rect(-58, -178, 116, 18, a.main, { rx: 9 }),
    ellipse(0, -212, 66, 48, navy.deep),
    ellipse(-18, -228, 22, 12, '#fff', { 'fill-opacity': 0.12 }),
  ].join('')
}

export type Mark = 'cross' | 'check' | 'star'

function markShape(mark: Mark, color: string, size: number): string {
  const k = size / 100
  if (mark === 'cross') {
    const w = 26 * k
    return (
      line(-60 * k, -60 * k, 60 * k, 60 * k, color, w, { 'stroke-linecap': 'butt' }) +
      line(60 * k, -60 * k, -60 * k, 60 * k, color, w, { 'stroke-linecap': 'butt' })
    )
  }
  if (mark === 'check') {
    return path(d`M ${-62 * k} ${2 * k} L ${-18 * k} ${46 * k} L ${66 * k} ${-50 * k}`, 'none', {
      stroke: color,
      'stroke-width': 26 * k,
      'stroke-linejoin': 'miter',
    })
  }
  return polygon(star(0, 0, 70 * k, 28 * k, 5), color)
}

/** Points of a star, used on seals and emblems. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  n: number,
): [number, number][] {
  const pts: [number, number][] = []
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? inner : outer
    const ang = (Math.PI * i) / n - Math.PI / 2
    pts.push([cx + r * Math.cos(ang), cy + r * Math.sin(ang)])
  }
  return pts
}

/** Stamped ink: a framed mark with worn edges. Origin: centre. */
export function imprint(
  color: string,
  { w = 300, h = 200, mark = 'cross' as Mark, round = false } = {},
): string {
  const frame = round
    ? circle(0, 0, h / 2, 'none', { stroke: color, 'stroke-width': 12 }) +
      circle(0, 0, h / 2 - 20, 'none', { stroke: color, 'stroke-width': 4 })
    : rect(-w / 2, -h / 2, w, h, 'none', { stroke: color, 'stroke-width': 14, rx: 18 }) +
      rect(-w / 2 + 22, -h / 2 + 22, w - 44, h - 44, 'none', {
        stroke: color,
        'stroke-width': 4,
        rx: 8,
      })
  return g({ mask: 'url(#worn)' }, frame, markShape(mark, color, Math.min(w, h) * 0.75))
}

/** A plain sheet of paper with faint lines, for stamping onto. Origin: centre. */
export function sheet(
  w: number,
  h: number,
  fill: string = paper.bright,
  lines: string = paper.deep,
): string {
  const parts = [rect(-w / 2, -h / 2, w, h, fill, { rx: 6 })]
  for (let y = -h / 2 + 50; y < h / 2 - 30; y += 34) {
    parts.push(rect(-w / 2 + 40, y, w - 80 - ((((y * 7) % 60) + 60) % 60), 10, lines, { rx: 5 }))
  }
  return parts.join('')
}
