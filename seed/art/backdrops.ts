/** Large background devices that set up depth behind the motifs. */
import { navy } from '@/seed/art/palette'
import { HEIGHT, WIDTH } from '@/seed/art/size'
import { clipTo, d, ellipse, path, polygon, rect } from '@/seed/art/svg'

/** Floor from y to the bottom edge. */
export const floor = (y: number, fill: string) => rect(0, y, WIDTH, HEIGHT - y, fill)

/** Soft contact shadow where an object meets the floor. */
export const contact = (cx: number, cy: number, rx: number, ry = rx * 0.12, dark = false) =>
  ellipse(cx, cy, rx, ry, dark ? '#02060f' : navy.deep, { 'fill-opacity': dark ? 0.4 : 0.14 })

/** Round-topped arch, like a doorway or window, standing on y. */
export const arch = (x: number, y: number, w: number, h: number, fill: string) =>
  path(
    d`M ${x} ${y} L ${x} ${y - h + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y - h + w / 2} L ${x + w} ${y} Z`,
    fill,
  )

/** Diagonal warning stripes filling a rectangle. */
export function stripes(
  x: number,
  y: number,
  w: number,
  h: number,
  a: string,
  b: string,
  band = 46,
): string {
  const bars = []
  for (let sx = x - h; sx < x + w + band; sx += band * 2) {
    bars.push(
      polygon(
        [
          [sx, y + h],
          [sx + band, y + h],
          [sx + band + h, y],
          [sx + h, y],
        ],
        b,
      ),
    )
  }
  return rect(x, y, w, h, a) + clipTo(rect(x, y, w, h, '#000'), ...bars)
}
