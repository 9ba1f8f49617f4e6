/** Everyday objects. Origins are centres unless noted. */
import { navy, paper } from '@/seed/art/palette'
import { circle, d, ellipse, g, line, path, polygon, polyline, rect } from '@/seed/art/svg'

/** Globe of radius r with a graticule. */
export function globe(r: number, body: string, grid: string, land?: string): string {
  const parts = [circle(0, 0, r, body)]
  if (land) {
    parts.push(
      path(
        d`M ${-0.55 * r} ${-0.55 * r} Q ${-0.1 * r} ${-0.75 * r} ${0.05 * r} ${-0.45 * r} Q ${-0.05 * r} ${-0.1 * r} ${-0.3 * r} ${0.05 * r} Q ${-0.6 * r} ${-0.05 * r} ${-0.55 * r} ${-0.55 * r} Z`,
        land,
      ),
      path(
        d`M ${0.2 * r} ${0.0 * r} Q ${0.6 * r} ${-0.15 * r} ${0.7 * r} ${0.2 * r} Q ${0.55 * r} ${0.7 * r} ${0.3 * r} ${0.65 * r} Q ${0.1 * r} ${0.3 * r} ${0.2 * r} ${0.0 * r} Z`,
        land,
      ),
      path(
        d`M ${-0.35 * r} ${0.3 * r} Q ${-0.15 * r} ${0.3 * r} ${-0.2 * r} ${0.55 * r} Q ${-0.4 * r} ${0.6 * r} ${-0.35 * r} ${0.3 * r} Z`,
        land,
      ),
    )
  }
  const stroke = { stroke: grid, 'stroke-width': Math.max(3, r * 0.016), fill: 'none' }
  for (const f of [0.38, 0.76]) parts.push(ellipse(0, 0, r * f, r, 'none', stroke))
  parts.push(line(0, -r, 0, r, grid, stroke['stroke-width']))
  for (const lat of [-52, -24, 0, 24, 52]) {
    const rad = (lat * Math.PI) / 180
    const y = r * Math.sin(rad)
    const half = r * Math.cos(rad)
    parts.push(line(-half, y, half, y, grid, stroke['stroke-width']))
  }
  parts.push(circle(0, 0, r, 'none', { ...stroke, 'stroke-width': stroke['stroke-width'] * 1.6 }))
  return parts.join('')
}

/** A stack of n coins. Origin: bottom centre. */
export function coinStack(n: number, face: string, edge: string, rim: string): string {
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const y = -i * 18
    parts.push(ellipse(0, y, 70, 20, edge), rect(-70, y - 18, 140, 18, edge))
    for (let k = -56; k <= 56; k += 16)
      parts.push(rect(k - 2, y - 16, 4, 14, rim, { 'fill-opacity': 0.5 }))
    parts.push(ellipse(0, y - 18, 70, 20, face))
  }
  const top = -n * 18
  parts.push(ellipse(0, top, 50, 13, 'none', { stroke: rim, 'stroke-width': 4 }))
  return parts.join('')
}

/** A single large coin seen face on. */
export function coin(r: number, face: string, rim: string): string {
  return [
    circle(0, 0, r, rim),
    circle(-r * 0.04, -r * 0.04, r * 0.9, face),
    circle(-r * 0.04, -r * 0.04, r * 0.68, 'none', { stroke: rim, 'stroke-width': r * 0.05 }),
    circle(-r * 0.04, -r * 0.04, r * 0.34, rim, { 'fill-opacity': 0.6 }),
  ].join('')
}

/** Banknote, 340 by 170. */
export function banknote(fill: string, ink: string): string {
  return [
    rect(-170, -85, 340, 170, fill, { rx: 10 }),
    rect(-152, -67, 304, 134, 'none', { stroke: ink, 'stroke-width': 4, rx: 6 }),
    circle(0, 0, 46, 'none', { stroke: ink, 'stroke-width': 6 }),
    circle(0, 0, 24, ink),
    circle(-118, -36, 14, ink),
    circle(118, 36, 14, ink),
  ].join('')
}

/** Hard hat, 420 wide. Origin: centre of the brim's underside. */
export function hardHat(shell: string, shade: string, { brim = shell } = {}): string {
  return [
    path('M -160 -34 C -160 -270 160 -270 160 -34 Z', shell),
    path('M -34 -34 C -34 -220 34 -220 34 -34 Z', shade, { 'fill-opacity': 0.45 }),
    path('M -34 -206 C -12 -214 12 -214 34 -206 L 34 -34 L -34 -34 Z', '#fff', {
      'fill-opacity': 0.12,
    }),
    path('M -118 -120 C -108 -170 -80 -196 -44 -206', 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    rect(-210, -46, 420, 34, brim, { rx: 17 }),
    rect(-196, -18, 392, 12, shade, { rx: 6 }),
  ].join('')
}

/** Megaphone pointing right. Origin: centre of the mouthpiece end. */
export function megaphone(bell: string, rim: string, grip: string = navy.deep): string {
  return [
    rect(-30, 26, 38, 110, grip, { rx: 14, transform: 'rotate(-12 -10 26)' }),
    rect(-84, -40, 96, 80, grip, { rx: 14 }),
    polygon(
      [
        [0, -46],
        [280, -140],
        [280, 140],
        [0, 46],
      ],
      bell,
    ),
    polygon(
      [
        [0, -46],
        [280, -140],
        [280, -96],
        [0, -24],
      ],
      '#fff',
      { 'fill-opacity': 0.14 },
    ),
    ellipse(280, 0, 34, 140, rim),
    ellipse(284, 0, 22, 118, '#000', { 'fill-opacity': 0.25 }),
  ].join('')
}

/** Concentric sound or signal arcs opening to the right. */
export function waves(
  r0: number,
  gap: number,
  n: number,
  color: string,
  spread = 40,
  width = 14,
): string {
  const parts: string[] = []
  const rad = (spread * Math.PI) / 180
  for (let i = 0; i < n; i++) {
    const r = r0 + i * gap
    parts.push(
      path(
        d`M ${r * Math.cos(rad)} ${-r * Math.sin(rad)} A ${r} ${r} 0 0 1 ${r * Math.cos(rad)} ${r * Math.sin(rad)}`,
        'none',
        {
          stroke: color,
          'stroke-width': width,
          'stroke-linecap': 'round',
          'stroke-opacity': 1 - i * (0.5 / n),
        },
      ),
    )
  }
  return parts.join('')
}

/** Magnifying glass; the handle points to the lower right. Origin: lens centre. */
export function magnifier(
  r: number,
  rim: string,
  handle: string,
  glass: string = paper.bright,
): string {
  return [
    g(
      { transform: 'rotate(45)' },
      rect(-r * 0.16, r * 0.95, r * 0.32, r * 0.3, rim),
      rect(-r * 0.2, r * 1.2, r * 0.4, r * 1.15, handle, { rx: r * 0.18 }),
    ),
    circle(0, 0, r, glass, { 'fill-opacity': 0.35 }),
    path(
      d`M ${-r * 0.62} ${-r * 0.2} A ${r * 0.66} ${r * 0.66} 0 0 1 ${-r * 0.2} ${-r * 0.62}`,
      'none',
      {
        stroke: '#fff',
        'stroke-opacity': 0.7,
        'stroke-width': r * 0.09,
        'stroke-linecap': 'round',
      },
    ),
    circle(0, 0, r, 'none', { stroke: rim, 'stroke-width': r * 0.18 }),
  ].join('')
}

/** Wall clock showing the given time. */
export function clock(
  r: number,
  rim: string,
  face: string,
  hand: string,
  second: string,
  hours = 10,
  minutes = 10,
): string {
  const parts = [circle(0, 0, r, rim), circle(0, 0, r * 0.86, face)]
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6
    const long = i % 3 === 0
    const r1 = r * (long ? 0.64 : 0.72)
    parts.push(
      line(
        r1 * Math.sin(a),
        -r1 * Math.cos(a),
        r * 0.78 * Math.sin(a),
        -r * 0.78 * Math.cos(a),
        hand,
        long ? r * 0.06 : r * 0.03,
      ),
    )
  }
  const ha = ((hours % 12) + minutes / 60) * (Math.PI / 6)
  const ma = (minutes / 60) * 2 * Math.PI
  parts.push(
    line(0, 0, r * 0.42 * Math.sin(ha), -r * 0.42 * Math.cos(ha), hand, r * 0.08),
    line(0, 0, r * 0.62 * Math.sin(ma), -r * 0.62 * Math.cos(ma), hand, r * 0.055),
    line(
      -r * 0.16 * Math.sin(ma + 1.2),
      r * 0.16 * Math.cos(ma + 1.2),
      r * 0.7 * Math.sin(ma + 1.2),
      -r * 0.7 * Math.cos(ma + 1.2),
      second,
      r * 0.025,
    ),
    circle(0, 0, r * 0.06, second),
  )
  return parts.join('')
}

/** Takeaway coffee cup, 240 wide and 360 tall. Origin: bottom centre. */
export function cup(
  sleeve: string,
  { body = paper.bright, lid = navy.deep, lidTop = navy.mid } = {},
): string {
  return [
    polygon(
      [
        [-82, 0],
        [82, 0],
        [104, -300],
        [-104, -300],
      ],
      body,
    ),
    polygon(
      [
        [40, 0],
        [82, 0],
        [104, -300],
        [62, -300],
      ],
      '#000',
      { 'fill-opacity': 0.06 },
    ),
    polygon(
      [
        [-94, -90],
        [94, -90],
        [100, -206],
        [-100, -206],
      ],
      sleeve,
    ),
    circle(0, -148, 36, paper.bright),
    circle(0, -148, 28, sleeve, { 'fill-opacity': 0.55 }),
    rect(-116, -332, 232, 34, lid, { rx: 12 }),
    rect(-98, -356, 196, 28, lidTop, { rx: 12 }),
    rect(-20, -362, 40, 10, lid, { rx: 5 }),
  ].join('')
}

/** Bib apron with pocket and ties, 400 wide and 760 tall. Origin: top centre of the bib. */
export function apron(cloth: string, shade: string, strap: string): string {
  const stitch = {
    fill: 'none',
    stroke: paper.bright,
    'stroke-opacity': 0.55,
    'stroke-width': 3,
    'stroke-dasharray': '10 8',
  }
  return [
    path('M -96 4 C -100 -150 100 -150 96 4', 'none', {
      stroke: strap,
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    path('M -180 214 C -260 230 -280 300 -250 380', 'none', {
      stroke: strap,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    path('M 180 214 C 260 230 290 290 270 370', 'none', {
      stroke: strap,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    path(
      'M -112 0 L 112 0 L 124 160 Q 130 200 186 212 L 196 604 Q 196 626 174 626 L -174 626 Q -196 626 -196 604 L -186 212 Q -130 200 -124 160 Z',
      cloth,
    ),
    path('M -96 16 L 96 16 L 106 158 Q 112 186 150 200', 'none', stitch),
    path('M -172 600 L 172 600', 'none', stitch),
    rect(-130, 330, 260, 140, shade, { rx: 8 }),
    line(0, 336, 0, 464, paper.bright, 3, { 'stroke-opacity': 0.5, 'stroke-dasharray': '10 8' }),
    path('M -130 342 L 130 342', 'none', stitch),
  ].join('')
}

/** Heart, 440 wide. */
export const heart = (fill: string) =>
  path(
    'M 0 170 C -70 118 -220 30 -220 -80 C -220 -170 -150 -222 -90 -222 C -44 -222 -12 -194 0 -162 C 12 -194 44 -222 90 -222 C 150 -222 220 -170 220 -80 C 220 30 70 118 0 170 Z',
    fill,
  )

/** Heartbeat trace from x0 to x1 along y, with one spike at cx. */
export function pulseLine(
  x0: number,
  x1: number,
  y: number,
  cx: number,
  color: string,
  width = 16,
  h = 120,
): string {
  return polyline(
    [
      [x0, y],
      [cx - 110, y],
      [cx - 80, y - h * 0.25],
      [cx - 55, y],
      [cx - 30, y],
      [cx - 8, y + h * 0.45],
      [cx + 22, y - h],
      [cx + 52, y + h * 0.6],
      [cx + 74, y],
      [cx + 110, y],
      [cx + 134, y - h * 0.2],
      [cx + 160, y],
      [x1, y],
    ],
    color,
    width,
  )
}

/** Shield with a medical cross, 280 wide. */
export function shield(body: string, cross: string, edge: string): string {
  return [
    path(
      'M 0 -170 L 140 -126 L 140 10 C 140 100 70 156 0 180 C -70 156 -140 100 -140 10 L -140 -126 Z',
      edge,
    ),
    path(
      'M 0 -146 L 116 -110 L 116 8 C 116 86 58 132 0 154 C -58 132 -116 86 -116 8 L -116 -110 Z',
      body,
    ),
    path('M 0 -146 L 116 -110 L 116 8 C 116 86 58 132 0 154 Z', '#000', { 'fill-opacity': 0.1 }),
    rect(-24, -76, 48, 150, cross, { rx: 6 }),
    rect(-75, -25, 150, 48, cross, { rx: 6 }),
  ].join('')
}

/** Filter funnel, 440 wide at the mouth. Origin: centre of the mouth. */
export function funnel(body: string, inside: string, band: string): string {
  return [
    polygon(
      [
        [-220, 0],
        [220, 0],
        [46, 250],
        [-46, 250],
      ],
      body,
    ),
    polygon(
      [
        [60, 0],
        [220, 0],
        [46, 250],
        [20, 250],
      ],
      '#000',
      { 'fill-opacity': 0.12 },
    ),
    polygon(
      [
        [-154, 95],
        [154, 95],
        [120, 144],
        [-120, 144],
      ],
      band,
    ),
    rect(-46, 246, 92, 130, body),
    rect(10, 246, 36, 130, '#000', { 'fill-opacity': 0.12 }),
    rect(-56, 366, 112, 20, band, { rx: 6 }),
    ellipse(0, 0, 220, 40, body),
    ellipse(0, 2, 196, 30, inside),
  ].join('')
}

/** Panelled door in its frame, 280 wide and 500 tall. Origin: bottom centre. */
export function door(frame: string, leaf: string, panel: string, knob: string): string {
  return [
    rect(-140, -500, 280, 500, frame, { rx: 4 }),
    rect(-116, -476, 232, 476, leaf),
    rect(-88, -446, 176, 178, panel, { rx: 6 }),
    rect(-88, -236, 176, 204, panel, { rx: 6 }),
    rect(-116, -476, 232, 14, '#000', { 'fill-opacity': 0.15 }),
    circle(84, -250, 14, knob),
    rect(76, -226, 16, 30, knob, { rx: 4 }),
  ].join('')
}

/** Padlock, 120 wide. Origin: centre of the body. */
export function padlock(body: string, shackle: string): string {
  return [
    path('M -36 -30 L -36 -70 A 36 36 0 0 1 36 -70 L 36 -30', 'none', {
      stroke: shackle,
      'stroke-width': 16,
    }),
    rect(-60, -36, 120, 96, body, { rx: 14 }),
    circle(0, 6, 12, shackle),
    rect(-5, 6, 10, 28, shackle, { rx: 4 }),
  ].join('')
}

/** Cardboard box in three-quarter view. Origin: bottom centre of the front face. */
export function box(w: number, h: number, tape: string, depth = w * 0.34): string {
  const dy = depth * 0.55
  return [
    polygon(
      [
        [w / 2, -h],
        [w / 2 + depth, -h - dy],
        [w / 2 + depth, -dy],
        [w / 2, 0],
      ],
      paper.kraftDark,
    ),
    polygon(
      [
        [-w / 2, -h],
        [w / 2, -h],
        [w / 2 + depth, -h - dy],
        [-w / 2 + depth, -h - dy],
      ],
      paper.deep,
    ),
    rect(-w / 2, -h, w, h, paper.kraft),
    polygon(
      [
        [-w * 0.08, -h],
        [w * 0.08, -h],
        [w * 0.08 + depth, -h - dy],
        [-w * 0.08 + depth, -h - dy],
      ],
      tape,
    ),
    rect(-w * 0.08, -h, w * 0.16, h * 0.3, tape),
    rect(w * 0.14, -h * 0.36, w * 0.26, h * 0.22, paper.bright, { rx: 3 }),
    rect(w * 0.17, -h * 0.3, w * 0.03, h * 0.12, navy.deep),
    rect(w * 0.22, -h * 0.3, w * 0.015, h * 0.12, navy.deep),
    rect(w * 0.255, -h * 0.3, w * 0.035, h * 0.12, navy.deep),
    rect(w * 0.31, -h * 0.3, w * 0.015, h * 0.12, navy.deep),
    rect(w * 0.345, -h * 0.3, w * 0.03, h * 0.12, navy.deep),
  ].join('')
}

/** Speech bubble, 460 by 290, with its tail at the lower left. */
export function speechBubble(fill: string): string {
  return [
    rect(-230, -145, 460, 290, fill, { rx: 56 }),
    polygon(
      [
        [-150, 120],
        [-200, 230],
        [-50, 140],
      ],
      fill,
    ),
  ].join('')
}

/** Angry-scribble glyphs (jagged bolt, burst, spiral) standing in for an offensive word. */
export function scribble(color: string): string {
  return [
    polygon(
      [
        [-150, -50],
        [-96, -50],
        [-118, -4],
        [-86, -4],
        [-150, 70],
        [-134, 14],
        [-166, 14],
      ],
      color,
    ),
    polygon(
      Array.from({ length: 16 }, (_, i) => {
        const r = i % 2 ? 26 : 58
        const a = (Math.PI * i) / 8
        return [r * Math.cos(a), r * Math.sin(a) + 6] as [number, number]
      }),
      color,
    ),
    path('M 120 8 m -40 0 a 40 40 0 1 1 80 0 a 28 28 0 1 1 -56 0 a 16 16 0 1 1 32 0', 'none', {
      stroke: color,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
  ].join('')
}

/** Prohibition sign: ring and bar. */
export function prohibition(r: number, color: string, width = r * 0.16): string {
  const k = Math.SQRT1_2 * (r - width / 2)
  return (
    circle(0, 0, r - width / 2, 'none', { stroke: color, 'stroke-width': width }) +
    line(-k, -k, k, k, color, width, { 'stroke-linecap': 'butt' })
  )
}

/** The international symbol of access on a square sign, 240 across. */
export function accessSign(plate: string, symbol: string): string {
  const s = {
    fill: 'none',
    stroke: symbol,
    'stroke-width': 17,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }
  return [
    rect(-120, -120, 240, 240, plate, { rx: 26 }),
    circle(-10, -76, 17, symbol),
    path('M -14 -44 L -6 14 L 44 14 L 62 60 L 80 54', 'none', s),
    path('M -10 -20 L 34 -20', 'none', s),
    path('M -58 -2 A 56 56 0 1 0 40 54', 'none', s),
  ].join('')
}

/** Pile of cut log ends, 360 wide. Origin: bottom centre. */
export function logPile(bark: string, wood: string, ring: string): string {
  const parts: string[] = []
  const rows: [number, number][][] = [
    [
      [-120, -50],
      [0, -50],
      [120, -50],
    ],
    [
      [-60, -146],
      [60, -146],
    ],
    [[0, -242]],
  ]
  for (const row of rows) {
    for (const [x, y] of row) {
      parts.push(circle(x, y, 56, bark), circle(x, y, 44, wood))
      for (const r of [30, 16])
        parts.push(circle(x + 3, y + 2, r, 'none', { stroke: ring, 'stroke-width': 3 }))
    }
  }
  return parts.join('')
}
