/** Minimal SVG string builders; numbers are rounded so output stays stable and small. */

export type Attrs = Record<string, string | number | undefined>
export type Point = readonly [number, number]

export function num(v: number): string {
  const r = Math.round(v * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

function attrList(a: Attrs): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`
  }
  return out
}

export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const inner = children.join('')
  return inner ? `<${tag}${attrList(a)}>${inner}</${tag}>` : `<${tag}${attrList(a)}/>`
}

/** Tagged template for path data: interpolated numbers are rounded. */
export function d(strings: TemplateStringsArray, ...vals: number[]): string {
  return strings.reduce((acc, s, i) => {
    const v = vals[i]
    return acc + s + (v === undefined ? '' : num(v))
  }, '')
}

export const g = (a: Attrs, ...children: string[]) => el('g', a, ...children)

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a })

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a })

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...a })

export const path = (data: string, fill: string, a: Attrs = {}) =>
  el('path', { d: data, fill, ...a })

const pointList = (pts: readonly Point[]) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')

export const polygon = (pts: readonly Point[], fill: string, a: Attrs = {}) =>
  el('polygon', { points: pointList(pts), fill, ...a })

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a })

export const polyline = (pts: readonly Point[], stroke: string, width: number, a: Attrs = {}) =>
  el('polyline', {
    points: pointList(pts),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  })

export interface Pose {
  x: number
  y: number
  s?: number
  r?: number
  flip?: boolean
}

export function transform({ x, y, s = 1, r = 0, flip = false }: Pose): string {
  let t = `translate(${num(x)} ${num(y)})`
  if (r) t += ` rotate(${num(r)})`
  if (s !== 1 || flip) t += ` scale(${num(flip ? -s : s)} ${num(s)})`
  return t
}

/** Places a motif drawn around its own origin. */
export const pose = (p: Pose, ...children: string[]) => g({ transform: transform(p) }, ...children)

let idCounter = 0

/** Ids for clip paths; reset per image so every document is reproducible. */
export function freshId(prefix: string): string {
  idCounter += 1
  return `${prefix}${idCounter}`
}

export function resetIds(): void {
  idCounter = 0
}

/** Clips content to a shape given in the same coordinate system. */
export function clipTo(shape: string, ...children: string[]): string {
  const id = freshId('clip')
  return (
    el('defs', {}, el('clipPath', { id }, shape)) + g({ 'clip-path': `url(#${id})` }, ...children)
  )
}
