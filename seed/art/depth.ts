/** Hard offset shadows (light from the upper left) that give the flat shapes depth. */
import { navy } from '@/seed/art/palette'
import { el, g } from '@/seed/art/svg'
import { HEIGHT, WIDTH } from '@/seed/art/size'

interface ShadowSpec {
  id: string
  offset: number
  color: string
  opacity: number
}

const specs: ShadowSpec[] = [
  { id: 'lift', offset: 16, color: navy.deep, opacity: 0.17 },
  { id: 'liftSm', offset: 8, color: navy.deep, opacity: 0.15 },
  { id: 'liftDk', offset: 18, color: '#02060f', opacity: 0.42 },
  { id: 'liftDkSm', offset: 9, color: '#02060f', opacity: 0.38 },
]

export function shadowFilters(): string {
  return specs
    .map(({ id, offset, color, opacity }) =>
      el(
        'filter',
        {
          id,
          filterUnits: 'userSpaceOnUse',
          x: 0,
          y: 0,
          width: WIDTH,
          height: HEIGHT,
          'color-interpolation-filters': 'sRGB',
        },
        el('feOffset', { in: 'SourceAlpha', dx: offset, dy: offset * 1.1, result: 'o' }),
        el('feFlood', { 'flood-color': color, 'flood-opacity': opacity }),
        el('feComposite', { in2: 'o', operator: 'in', result: 's' }),
        el(
          'feMerge',
          {},
          el('feMergeNode', { in: 's' }),
          el('feMergeNode', { in: 'SourceGraphic' }),
        ),
      ),
    )
    .join('')
}

export interface LiftOpts {
  small?: boolean
  dark?: boolean
}

/** Wrap untransformed content so every shadow falls the same way on the canvas. */
export function lift(content: string, { small = false, dark = false }: LiftOpts = {}): string {
  const id = (dark ? 'liftDk' : 'lift') + (small ? 'Sm' : '')
  return g({ filter: `url(#${id})` }, content)
}
