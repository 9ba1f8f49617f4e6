/** Faceless standing figures, drawn as single-colour silhouettes 400 units tall. Origin: between the feet. */
import { d, circle, el, g, path, polygon, rect, type Point } from '@/seed/art/svg'

export type Hair = 'short' | 'bob' | 'long' | 'bun' | 'ponytail' | 'grey'

export interface FigureStyle {
  fill: string
  hair?: Hair
  /** Hair tone when it should contrast with the silhouette (grey for older workers). */
  hairFill?: string
  dress?: boolean
  /** Arm swing away from the body in degrees; 90 is horizontal. */
  armL?: number
  armR?: number
  /** Walking stick colour, held in the right hand. */
  cane?: string
  /** Hard hat colour. */
  hat?: string
  /** Open-collar colour, the one detail that breaks the silhouette. */
  collar?: string
}

const SHOULDER_X = 56
const SHOULDER_Y = -292
const ARM_LEN = 150

/** Where the hand ends up for a given side and swing, for placing held objects. */
export function hand(side: -1 | 1, swing: number): Point {
  const rad = (swing * Math.PI) / 180
  const reach = ARM_LEN - 14
  return [side * (SHOULDER_X + reach * Math.sin(rad)), SHOULDER_Y + reach * Math.cos(rad)]
}

function arm(side: -1 | 1, swing: number, fill: string): string {
  const rot = side === -1 ? swing : -swing
  return g(
    { transform: `translate(${side * SHOULDER_X} ${SHOULDER_Y}) rotate(${rot})` },
    rect(-13, -8, 26, ARM_LEN + 8, fill, { rx: 13 }),
  )
}

function hairBehind(style: Hair, fill: string): string {
  switch (style) {
    case 'bob':
      return path(
        d`M -41 -352 A 41 41 0 0 1 41 -352 L 43 -320 Q 43 -312 35 -312 L -35 -312 Q -43 -312 -43 -320 Z`,
        fill,
      )
    case 'long':
      return rect(-42, -392, 84, 124, fill, { rx: 34 })
    case 'bun':
      return circle(0, -392, 17, fill)
    case 'ponytail':
      return el('ellipse', {
        cx: 40,
        cy: -334,
        rx: 13,
        ry: 32,
        fill,
        transform: 'rotate(-22 40 -334)',
      })
    default:
      return ''
  }
}

export function figure(s: FigureStyle): string {
  const f = s.fill
  const hair = s.hair ?? 'short'
  const hf = s.hairFill ?? f
  const armL = s.armL ?? 7
  const armR = s.armR ?? 7
  const parts: string[] = [hairBehind(hair, hf), arm(-1, armL, f), arm(1, armR, f)]
  if (s.dress) {
    parts.push(rect(-32, -112, 24, 112, f, { rx: 11 }), rect(8, -112, 24, 112, f, { rx: 11 }))
  } else {
    parts.push(rect(-37, -192, 33, 192, f, { rx: 14 }), rect(4, -192, 33, 192, f, { rx: 14 }))
  }
  parts.push(
    path(
      'M -46 -306 L 46 -306 Q 68 -306 68 -284 L 56 -176 Q 55 -166 45 -166 L -45 -166 Q -55 -166 -56 -176 L -68 -284 Q -68 -306 -46 -306 Z',
      f,
    ),
  )
  if (s.dress) {
    parts.push(
      path('M -54 -200 L 54 -200 L 86 -98 Q 88 -90 80 -90 L -80 -90 Q -88 -90 -86 -98 Z', f),
    )
  }
  parts.push(rect(-12, -328, 24, 30, f), circle(0, -352, 34, f))
  if (hair === 'grey') {
    parts.push(path('M -36 -350 A 36 36 0 0 1 36 -350 Q 0 -366 -36 -350 Z', hf))
  }
  if (s.hat) {
    parts.push(
      path('M -37 -362 C -37 -408 37 -408 37 -362 Z', s.hat),
      rect(-50, -368, 100, 11, s.hat, { rx: 5 }),
      rect(-5, -400, 10, 34, '#000', { 'fill-opacity': 0.15, rx: 5 }),
    )
  }
  if (s.collar) {
    parts.push(
      polygon(
        [
          [-20, -306],
          [20, -306],
          [0, -276],
        ],
        s.collar,
      ),
    )
  }
  if (s.cane) {
    const [hx, hy] = hand(1, armR)
    parts.push(
      path(
        d`M ${hx - 18} ${hy - 2} Q ${hx - 14} ${hy - 20} ${hx + 2} ${hy - 12} L ${hx + 12} 0`,
        'none',
        {
          stroke: s.cane,
          'stroke-width': 10,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        },
      ),
    )
  }
  return parts.join('')
}
