/** Paperwork: passport, résumé, clipboard form, profile card, clothing tag, calendar. Origins are centres. */
import type { Accent } from '@/seed/art/palette'
import { navy, paper } from '@/seed/art/palette'
import { circle, clipTo, d, ellipse, g, path, polygon, rect } from '@/seed/art/svg'
import { star } from '@/seed/art/motifs/justice'

/** Head-and-shoulders portrait in a circle. */
export function avatar(r: number, bg: string, fg: string): string {
  return clipTo(
    circle(0, 0, r, '#000'),
    circle(0, 0, r, bg),
    circle(0, -r * 0.2, r * 0.36, fg),
    ellipse(0, r * 0.78, r * 0.68, r * 0.5, fg),
  )
}

/** Passport booklet, 270 by 370. */
export function passport(a: Accent, cover: string = navy.deep): string {
  return [
    rect(-127, -179, 270, 370, paper.deep, { rx: 18 }),
    rect(-135, -185, 270, 370, cover, { rx: 18 }),
    rect(-135, -185, 26, 370, '#000', { 'fill-opacity': 0.18, rx: 10 }),
    circle(10, -30, 74, 'none', { stroke: a.main, 'stroke-width': 8 }),
    circle(10, -30, 58, 'none', { stroke: a.main, 'stroke-width': 3 }),
    polygon(star(10, -30, 40, 17, 5), a.main),
    rect(-50, 78, 120, 12, a.main, { rx: 6 }),
    rect(-26, 102, 72, 10, a.main, { rx: 5, 'fill-opacity': 0.6 }),
    rect(-10, 132, 40, 28, 'none', { stroke: a.main, 'stroke-width': 3, rx: 6 }),
  ].join('')
}

/** An open passport: cover edges around two visa pages, 620 by 430. */
export function openPassport(cover: string = navy.deep, page: string = paper.bright): string {
  return [
    rect(-310, -215, 620, 430, cover, { rx: 20 }),
    rect(-296, -203, 292, 404, page, { rx: 8 }),
    rect(4, -203, 292, 404, page, { rx: 8 }),
    rect(-10, -215, 20, 430, '#000', { 'fill-opacity': 0.12 }),
    rect(-6, -203, 12, 404, paper.deep),
    ...[-150, 150].flatMap((cx) =>
      Array.from({ length: 9 }, (_, i) =>
        rect(cx - 110, -160 + i * 40, 220 - ((i * 37) % 70), 9, paper.deep, {
          rx: 4,
          'fill-opacity': 0.7,
        }),
      ),
    ),
  ].join('')
}

/** A résumé sheet, 300 by 400, with a folded corner. */
export function resume(a: Accent, fill: string = paper.bright): string {
  const parts = [
    path('M -150 -200 L 100 -200 L 150 -150 L 150 200 L -150 200 Z', fill),
    polygon(
      [
        [100, -200],
        [150, -150],
        [100, -150],
      ],
      paper.deep,
    ),
    g({ transform: 'translate(-80 -120)' }, avatar(44, a.pale, a.main)),
    rect(-20, -150, 130, 16, navy.deep, { rx: 8 }),
    rect(-20, -122, 90, 12, navy.mist, { rx: 6 }),
    rect(-118, -40, 236, 8, a.main, { rx: 4 }),
  ]
  const lengths = [220, 180, 200, 150, 210, 170, 120]
  lengths.forEach((len, i) => parts.push(rect(-118, -10 + i * 28, len, 11, paper.deep, { rx: 5 })))
  return parts.join('')
}

/** Clipboard with a checklist form, 340 by 460. */
export function clipboard(a: Accent, board: string, checked: boolean[]): string {
  const parts = [
    rect(-170, -230, 340, 460, board, { rx: 22 }),
    rect(-140, -190, 280, 392, paper.bright, { rx: 6 }),
    rect(-110, -150, 140, 14, navy.deep, { rx: 7 }),
    rect(-110, -126, 200, 10, paper.deep, { rx: 5 }),
  ]
  checked.forEach((on, i) => {
    const y = -88 + i * 52
    parts.push(rect(-110, y, 30, 30, 'none', { stroke: navy.soft, 'stroke-width': 4, rx: 5 }))
    parts.push(rect(-62, y + 9, 150 - (i % 3) * 30, 12, paper.deep, { rx: 6 }))
    if (on) {
      parts.push(
        path(d`M ${-104} ${y + 14} L ${-95} ${y + 24} L ${-74} ${y - 2}`, 'none', {
          stroke: a.main,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      )
    }
  })
  parts.push(
    rect(-74, -254, 148, 50, navy.soft, { rx: 12 }),
    rect(-54, -236, 108, 36, navy.deep, { rx: 8 }),
    circle(0, -262, 18, 'none', { stroke: navy.soft, 'stroke-width': 9 }),
  )
  return parts.join('')
}

/** A social profile card, 300 by 180. */
export function profileCard(a: Accent, { fill = paper.bright, highlight = false } = {}): string {
  return [
    rect(-150, -90, 300, 180, fill, { rx: 18 }),
    rect(-150, -90, 300, 46, highlight ? a.main : a.pale, { rx: 18 }),
    rect(-150, -60, 300, 16, highlight ? a.main : a.pale),
    g(
      { transform: 'translate(-88 -30)' },
      avatar(40, paper.bright, highlight ? a.dark : navy.soft),
    ),
    circle(-88, -30, 40, 'none', { stroke: fill, 'stroke-width': 6 }),
    rect(-34, -20, 150, 14, navy.deep, { rx: 7 }),
    rect(-34, 6, 110, 10, navy.mist, { rx: 5 }),
    rect(-118, 40, 90, 24, highlight ? a.main : paper.deep, { rx: 12 }),
    rect(-18, 40, 70, 24, paper.deep, { rx: 12 }),
  ].join('')
}

/** A swing tag on a string, with a shirt pictogram. Origin: the hole. */
export function swingTag(face: string, ink: string, hole: string): string {
  return [
    path(
      'M -90 40 L -46 -4 L 46 -4 L 90 40 L 90 290 Q 90 304 76 304 L -76 304 Q -90 304 -90 290 Z',
      face,
    ),
    circle(0, 26, 13, hole),
    circle(0, 26, 13, 'none', { stroke: ink, 'stroke-width': 3 }),
    path(
      'M -46 96 L -18 82 Q 0 96 18 82 L 46 96 L 58 126 L 38 132 L 38 196 L -38 196 L -38 132 L -58 126 Z',
      ink,
    ),
    rect(-50, 226, 100, 12, ink, { rx: 6, 'fill-opacity': 0.7 }),
    rect(-34, 252, 68, 10, ink, { rx: 5, 'fill-opacity': 0.45 }),
  ].join('')
}

/** A tear-off calendar page, 130 by 140. */
export function calendarPage(head: string, body: string = paper.bright, mark?: string): string {
  const parts = [
    rect(-65, -70, 130, 140, body, { rx: 14 }),
    rect(-65, -70, 130, 40, head, { rx: 14 }),
    rect(-65, -44, 130, 14, head),
    rect(-36, -84, 12, 30, navy.deep, { rx: 6 }),
    rect(24, -84, 12, 30, navy.deep, { rx: 6 }),
  ]
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++)
      parts.push(rect(-44 + c * 24, -14 + r * 24, 16, 14, paper.deep, { rx: 3 }))
  }
  if (mark) {
    parts.push(
      path('M -34 18 L -8 44 L 40 -8', 'none', {
        stroke: mark,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    )
  }
  return parts.join('')
}
