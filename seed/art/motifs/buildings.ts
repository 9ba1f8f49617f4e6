/** Architecture in flat elevation. Every origin is the centre of the building's base. */
import { navy, paper } from '@/seed/art/palette'
import { d, circle, path, polygon, rect } from '@/seed/art/svg'

export interface CapitolColors {
  body: string
  shade: string
  dome: string
  detail: string
}

/** A domed capitol, about 960 wide and 700 tall. */
export function capitol({ body, shade, dome, detail }: CapitolColors): string {
  const p: string[] = []
  // Drum and dome sit behind the portico.
  p.push(rect(-150, -430, 300, 150, body))
  for (let x = -132; x <= 120; x += 28) p.push(rect(x, -412, 12, 104, shade))
  p.push(rect(-168, -444, 336, 18, detail), rect(-160, -300, 320, 22, detail))
  p.push(path('M -140 -444 A 140 158 0 0 1 140 -444 Z', dome))
  for (const k of [-0.66, -0.33, 0.33, 0.66]) {
    p.push(
      path(d`M ${k * 140} -444 Q ${k * 120} -560 0 -602`, 'none', {
        stroke: body,
        'stroke-opacity': 0.35,
        'stroke-width': 5,
      }),
    )
  }
  p.push(
    path('M 0 -602 L 0 -444', 'none', { stroke: body, 'stroke-opacity': 0.35, 'stroke-width': 5 }),
  )
  p.push(rect(-150, -470, 300, 10, body, { 'fill-opacity': 0.25 }))
  p.push(
    rect(-28, -652, 56, 54, body),
    rect(-18, -644, 10, 38, shade),
    rect(8, -644, 10, 38, shade),
  )
  p.push(
    path('M -34 -652 A 34 30 0 0 1 34 -652 Z', dome),
    rect(-4, -714, 8, 40, dome),
    circle(0, -718, 9, dome),
  )
  // Wings with rows of windows.
  p.push(rect(-480, -210, 960, 210, body), rect(-492, -226, 984, 20, detail))
  for (const side of [-1, 1]) {
    for (let i = 0; i < 6; i++) {
      const x = side * (205 + i * 44) - 9
      p.push(rect(x, -176, 18, 50, shade, { rx: 9 }), rect(x, -96, 18, 50, shade, { rx: 2 }))
    }
  }
  // Portico: dark recess, columns, pediment.
  p.push(
    rect(-190, -262, 380, 262, body),
    rect(-170, -230, 340, 190, navy.deep, { 'fill-opacity': 0.85 }),
  )
  for (let i = 0; i < 8; i++) {
    const x = -150 + i * (300 / 7)
    p.push(
      rect(x - 9, -230, 18, 190, body),
      rect(x + 2, -230, 7, 190, shade),
      rect(x - 13, -236, 26, 8, body),
    )
  }
  p.push(rect(-200, -272, 400, 42, body), rect(-200, -250, 400, 6, shade))
  p.push(
    polygon(
      [
        [-214, -272],
        [214, -272],
        [0, -340],
      ],
      body,
    ),
    polygon(
      [
        [-170, -280],
        [170, -280],
        [0, -326],
      ],
      shade,
    ),
  )
  p.push(rect(-230, -40, 460, 20, shade), rect(-260, -20, 520, 20, detail))
  return p.join('')
}

export interface ColonnadeColors {
  body: string
  shade: string
  recess: string
  /** Medallion in the pediment, e.g. a coin for a bank. */
  medallion?: string
  /** Stripes of the flag on the roof. */
  flag?: string
}

/** A classical colonnade: courthouse, federal building or bank. */
export function colonnade(width: number, columns: number, c: ColonnadeColors): string {
  const w = width
  const ped = w * 0.16
  const p: string[] = []
  if (c.flag) {
    const top = -384 - ped - 150
    p.push(rect(-4, top, 8, 160, navy.deep))
    for (let i = 0; i < 5; i++)
      p.push(rect(4, top + 6 + i * 14, 118, 14, i % 2 ? paper.bright : c.flag))
    p.push(rect(4, top + 6, 46, 42, navy.soft))
  }
  p.push(rect(-w / 2 + 18, -340, w - 36, 290, c.recess))
  for (let i = 0; i < columns; i++) {
    const x = -w / 2 + 54 + i * ((w - 108) / (columns - 1))
    p.push(
      rect(x - 17, -328, 34, 262, c.body),
      rect(x + 5, -328, 12, 262, c.shade),
      rect(x - 25, -342, 50, 16, c.body),
      rect(x - 23, -74, 46, 14, c.body),
    )
  }
  p.push(rect(-w / 2 - 12, -390, w + 24, 52, c.body), rect(-w / 2 - 12, -362, w + 24, 7, c.shade))
  p.push(
    polygon(
      [
        [-w / 2 - 26, -388],
        [w / 2 + 26, -388],
        [0, -388 - ped],
      ],
      c.body,
    ),
  )
  p.push(
    polygon(
      [
        [-w / 2 + 30, -396],
        [w / 2 - 30, -396],
        [0, -384 - ped + 18],
      ],
      c.shade,
    ),
  )
  if (c.medallion) {
    const my = -396 - ped * 0.32
    p.push(
      circle(0, my, ped * 0.22, c.medallion),
      circle(0, my, ped * 0.13, 'none', { stroke: c.body, 'stroke-width': 4 }),
    )
  }
  p.push(
    rect(-w / 2, -62, w, 20, c.shade),
    rect(-w / 2 - 22, -42, w + 44, 21, c.body),
    rect(-w / 2 - 44, -21, w + 88, 21, c.shade),
  )
  return p.join('')
}

export interface TowerColors {
  glass: string
  frame: string
  glint: string
  side: string
}

/** A glass office tower, 240 wide and about 800 tall with its mast. */
export function officeTower({ glass, frame, glint, side }: TowerColors, height = 640): string {
  const p: string[] = [
    polygon(
      [
        [120, -height],
        [176, -height + 36],
        [176, 0],
        [120, 0],
      ],
      side,
    ),
    rect(-120, -height, 240, height, glass),
    polygon(
      [
        [-120, -height * 0.55],
        [120, -height * 0.8],
        [120, -height * 0.66],
        [-120, -height * 0.41],
      ],
      glint,
      { 'fill-opacity': 0.55 },
    ),
    polygon(
      [
        [-120, -height * 0.34],
        [120, -height * 0.59],
        [120, -height * 0.55],
        [-120, -height * 0.3],
      ],
      glint,
      { 'fill-opacity': 0.4 },
    ),
  ]
  for (let x = -120; x <= 120; x += 30) p.push(rect(x - 2, -height, 4, height, frame))
  for (let y = -height; y < 0; y += 34) p.push(rect(-120, y, 240, 4, frame))
  p.push(
    rect(-96, -height - 46, 192, 46, frame),
    rect(-52, -height - 76, 104, 30, frame),
    rect(-4, -height - 160, 8, 84, frame),
  )
  return p.join('')
}

export interface StoreColors {
  wall: string
  trim: string
  awning: string
  awningAlt: string
  glass: string
  dark: string
}

/** A shopfront with a striped awning, 780 wide and 480 tall. */
export function storefront(c: StoreColors): string {
  const p: string[] = [
    rect(-380, -460, 760, 460, c.wall),
    rect(-396, -484, 792, 30, c.trim),
    rect(-300, -436, 600, 66, c.dark, { rx: 6 }),
    rect(-270, -410, 540, 14, c.awning, { rx: 7 }),
  ]
  const stripe = 760 / 13
  for (let i = 0; i < 13; i++) {
    const x = -380 + i * stripe
    const fill = i % 2 ? c.awningAlt : c.awning
    p.push(
      polygon(
        [
          [x + 6, -350],
          [x + stripe + 6, -350],
          [x + stripe, -294],
          [x, -294],
        ],
        fill,
      ),
    )
    p.push(path(d`M ${x} -295 A ${stripe / 2} 22 0 0 0 ${x + stripe} -295 Z`, fill))
  }
  for (const wx of [-346, 96]) {
    p.push(rect(wx, -250, 250, 196, c.dark), rect(wx + 12, -238, 226, 172, c.glass))
    p.push(rect(wx + 120, -238, 10, 172, c.dark))
    p.push(
      polygon(
        [
          [wx + 30, -238],
          [wx + 90, -238],
          [wx + 40, -66],
          [wx + 12, -66],
          [wx + 12, -170],
        ],
        '#fff',
        { 'fill-opacity': 0.22 },
      ),
    )
    p.push(
      rect(wx + 150, -120, 70, 54, c.awning),
      rect(wx + 164, -160, 44, 40, c.trim),
      circle(wx + 60, -96, 30, c.trim),
    )
  }
  p.push(
    rect(-64, -272, 128, 272, c.dark),
    rect(-52, -258, 48, 200, c.glass),
    rect(4, -258, 48, 200, c.glass),
  )
  p.push(rect(-404, -22, 808, 22, c.trim))
  return p.join('')
}

export interface MillColors {
  body: string
  roof: string
  glass: string
  stack: string
  band: string
}

/** A timber mill with a sawtooth roof and a smokestack, 560 wide. */
export function mill(c: MillColors): string {
  const p: string[] = [rect(150, -430, 50, 240, c.stack)]
  for (const y of [-410, -360]) p.push(rect(146, y, 58, 14, c.band))
  p.push(
    circle(200, -470, 34, paper.shade, { 'fill-opacity': 0.7 }),
    circle(250, -500, 26, paper.shade, { 'fill-opacity': 0.5 }),
  )
  p.push(rect(-280, -210, 560, 210, c.body))
  for (let i = 0; i < 5; i++) {
    const x = -280 + i * 112
    p.push(
      polygon(
        [
          [x, -210],
          [x, -290],
          [x + 112, -210],
        ],
        c.roof,
      ),
      rect(x + 4, -282, 12, 68, c.glass),
    )
  }
  for (let i = 0; i < 6; i++) p.push(rect(-250 + i * 86, -170, 40, 52, c.glass, { rx: 3 }))
  p.push(rect(-60, -110, 120, 110, c.roof), rect(-52, -102, 104, 102, c.glass))
  for (let y = -92; y < 0; y += 18) p.push(rect(-52, y, 104, 4, c.roof))
  return p.join('')
}

/** A pine tree, `h` tall. */
export function pine(h: number, fill: string, trunk: string = navy.mid): string {
  const w = h * 0.5
  return [
    rect(-h * 0.04, -h * 0.16, h * 0.08, h * 0.16, trunk),
    polygon(
      [
        [-w / 2, -h * 0.14],
        [w / 2, -h * 0.14],
        [0, -h * 0.62],
      ],
      fill,
    ),
    polygon(
      [
        [-w * 0.4, -h * 0.42],
        [w * 0.4, -h * 0.42],
        [0, -h * 0.84],
      ],
      fill,
    ),
    polygon(
      [
        [-w * 0.28, -h * 0.66],
        [w * 0.28, -h * 0.66],
        [0, -h],
      ],
      fill,
    ),
  ].join('')
}
