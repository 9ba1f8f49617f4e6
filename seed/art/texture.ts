/** Paper grain, ink wear and halftone dots, all built from plain SVG shapes. */
import { navy, paper } from '@/seed/art/palette'
import { seeded } from '@/seed/art/rng'
import { circle, clipTo, el, g, num, rect } from '@/seed/art/svg'

const GRAIN_TILE = 200

/** A tile of sparse dark and light specks laid over the whole image. */
export function grainPattern(id: string): string {
  const rnd = seeded(0x9a4e1)
  const specks: string[] = []
  for (let i = 0; i < 120; i++) {
    const x = 2 + rnd() * (GRAIN_TILE - 4)
    const y = 2 + rnd() * (GRAIN_TILE - 4)
    const r = 0.6 + rnd() * 1.1
    const light = rnd() < 0.35
    specks.push(
      circle(x, y, r, light ? paper.bright : navy.deep, {
        'fill-opacity': num(light ? 0.1 + rnd() * 0.08 : 0.05 + rnd() * 0.06),
      }),
    )
  }
  return el(
    'pattern',
    { id, width: GRAIN_TILE, height: GRAIN_TILE, patternUnits: 'userSpaceOnUse' },
    ...specks,
  )
}

/** Mask that knocks small holes out of stamped ink so it reads as printed. */
export function wearMask(id: string): string {
  const rnd = seeded(0x51a3b)
  const tile = 90
  const holes: string[] = []
  for (let i = 0; i < 46; i++) {
    holes.push(circle(rnd() * tile, rnd() * tile, 0.8 + rnd() * 2.2, '#000'))
  }
  const pid = `${id}Tile`
  const pattern = el(
    'pattern',
    { id: pid, width: tile, height: tile, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, tile, tile, '#fff'),
    ...holes,
  )
  // Region is generous because stamps are placed inside transformed groups.
  return (
    pattern +
    el(
      'mask',
      { id, maskUnits: 'userSpaceOnUse', x: -3000, y: -3000, width: 9000, height: 9000 },
      rect(-3000, -3000, 9000, 9000, `url(#${pid})`),
    )
  )
}

export interface Halftone {
  x: number
  y: number
  w: number
  h: number
  step: number
  /** Dot radius at the start and end of the gradient direction. */
  from: number
  to: number
  /** Direction of growth in degrees: 0 grows left to right, 90 top to bottom. */
  angle: number
  fill: string
  opacity?: number
}

/** A halftone gradient: a staggered grid of dots whose size ramps across the area. */
export function halftone(h: Halftone): string {
  const rad = (h.angle * Math.PI) / 180
  const ux = Math.cos(rad)
  const uy = Math.sin(rad)
  const project = (x: number, y: number) => x * ux + y * uy
  const corners = [
    project(h.x, h.y),
    project(h.x + h.w, h.y),
    project(h.x, h.y + h.h),
    project(h.x + h.w, h.y + h.h),
  ]
  const lo = Math.min(...corners)
  const span = Math.max(...corners) - lo || 1
  const rowStep = h.step * 0.866
  const dots: string[] = []
  for (let j = 0; h.y + j * rowStep <= h.y + h.h + h.step; j++) {
    const py = h.y + j * rowStep
    const shift = j % 2 ? h.step / 2 : 0
    for (let i = -1; h.x + i * h.step <= h.x + h.w + h.step; i++) {
      const px = h.x + i * h.step + shift
      const t = (px * ux + py * uy - lo) / span
      const r = h.from + (h.to - h.from) * Math.min(1, Math.max(0, t))
      if (r >= 0.6) dots.push(circle(px, py, r, h.fill))
    }
  }
  return g({ 'fill-opacity': h.opacity }, ...dots)
}

/** Halftone dots confined to a circle. */
export function halftoneDisc(
  cx: number,
  cy: number,
  r: number,
  opts: Omit<Halftone, 'x' | 'y' | 'w' | 'h'>,
): string {
  return clipTo(
    circle(cx, cy, r, '#000'),
    halftone({ ...opts, x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }),
  )
}
