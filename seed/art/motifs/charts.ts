/** Wordless charts: bars, trend lines and arrows. Origins are the chart's bottom-left corner. */
import { d, num, path, polygon, polyline, rect, type Point } from '@/seed/art/svg'

/** Bars of relative heights (0..1) across width w and height h. */
export function bars(values: number[], w: number, h: number, fills: string[], gap = 0.3): string {
  const slot = w / values.length
  const bw = slot * (1 - gap)
  return values
    .map((v, i) =>
      rect(i * slot + (slot - bw) / 2, -v * h, bw, v * h, fills[i % fills.length] ?? 'none', {
        rx: Math.min(8, bw / 6),
      }),
    )
    .join('')
}

/** Gridlines behind a chart. */
export function gridLines(w: number, h: number, n: number, color: string): string {
  return Array.from({ length: n + 1 }, (_, i) => rect(0, -(i * h) / n - 1.5, w, 3, color)).join('')
}

/** Points given as fractions of the chart box. */
const toBox = (pts: Point[], w: number, h: number): Point[] => pts.map(([x, y]) => [x * w, -y * h])

/** A trend line with optional area fill under it. */
export function trend(
  pts: Point[],
  w: number,
  h: number,
  stroke: string,
  width: number,
  area?: string,
): string {
  const p = toBox(pts, w, h)
  const first = p[0]
  const last = p[p.length - 1]
  const fill =
    area && first && last
      ? path(
          `M ${p.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L ')} L ${num(last[0])} 0 L ${num(first[0])} 0 Z`,
          area,
        )
      : ''
  return fill + polyline(p, stroke, width)
}

/** Arrowhead at `tip`, pointing along the direction from `from`. */
export function arrowHead(from: Point, tip: Point, size: number, fill: string): string {
  const ang = Math.atan2(tip[1] - from[1], tip[0] - from[0])
  const back = (k: number, side: number): Point => [
    tip[0] - size * Math.cos(ang) * k + side * size * 0.62 * Math.sin(ang),
    tip[1] - size * Math.sin(ang) * k - side * size * 0.62 * Math.cos(ang),
  ]
  return polygon([tip, back(1, 1), back(0.72, 0), back(1, -1)], fill)
}

/** A thick polyline ending in an arrowhead. */
export function arrow(pts: Point[], color: string, width: number, head = width * 3.2): string {
  const tip = pts[pts.length - 1]
  const prev = pts[pts.length - 2]
  if (!tip || !prev) return ''
  const ang = Math.atan2(tip[1] - prev[1], tip[0] - prev[0])
  const shaftEnd: Point = [tip[0] - head * 0.7 * Math.cos(ang), tip[1] - head * 0.7 * Math.sin(ang)]
  return (
    polyline([...pts.slice(0, -1), shaftEnd], color, width, { 'stroke-linecap': 'butt' }) +
    arrowHead(prev, tip, head, color)
  )
}

/** Dashed flight path: a quadratic arc between two points. */
export function arc(
  from: Point,
  ctrl: Point,
  to: Point,
  color: string,
  width: number,
  dash = '18 16',
): string {
  return path(d`M ${from[0]} ${from[1]} Q ${ctrl[0]} ${ctrl[1]} ${to[0]} ${to[1]}`, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-dasharray': dash,
    'stroke-linecap': 'round',
  })
}
