/** The document frame every illustration shares: ground, filters, textures, grain on top. */
import { shadowFilters } from '@/seed/art/depth'
import { HEIGHT, WIDTH } from '@/seed/art/size'
import { el, rect } from '@/seed/art/svg'
import { grainPattern, wearMask } from '@/seed/art/texture'

export function canvas(ground: string, body: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: WIDTH,
      height: HEIGHT,
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    },
    el('defs', {}, grainPattern('grain'), wearMask('worn'), shadowFilters()),
    rect(0, 0, WIDTH, HEIGHT, ground),
    body,
    rect(0, 0, WIDTH, HEIGHT, 'url(#grain)'),
  )
}
