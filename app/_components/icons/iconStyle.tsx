import type { SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

/** The outline icons' common drawing style. */
export const outline = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Decorative by default: the control or text beside an icon names it. */
export const base = (props: IconProps) => ({
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  ...props,
})

/** An outline icon drawn by one path. */
export const outlineIcon = (d: string) =>
  function OutlineIcon(props: IconProps) {
    return (
      <svg {...outline} {...base(props)}>
        <path d={d} />
      </svg>
    )
  }
