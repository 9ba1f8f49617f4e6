import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** The outline icons' common drawing style. */
const outline = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const base = (props: IconProps) => ({
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  ...props,
})

export const MenuIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)

export const CloseIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

export const ArrowLeftIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </svg>
)

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)

export const ExternalIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
)

export const LinkedInIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" {...base(props)}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4V9.5z" />
  </svg>
)

export const FacebookIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" {...base(props)}>
    <path d="M13.5 21v-7.5h2.5l.4-3H13.5V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.47A21 21 0 0 0 14.27 4.3c-2.3 0-3.87 1.4-3.87 3.98v2.22H7.8v3h2.6V21h3.1z" />
  </svg>
)

export const TwitterIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" {...base(props)}>
    <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2z" />
  </svg>
)

export const InstagramIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} {...base(props)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
)

export const MailIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
)

export const PhoneIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
)

export const PinIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
)

export const ClockIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
)

const benefitPaths: Record<string, string> = {
  health: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  growth: 'M4 18l6-6 4 4 6-8M14 8h6v6',
  flexible: 'M4 6h16v10H4zM8 20h8M12 16v4',
  'time-off': 'M5 20h14M7 20V10l5-5 5 5v10M10 20v-5h4v5',
}

export const BenefitIcon = ({ name, ...props }: IconProps & { name: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    {...base(props)}
  >
    <path d={benefitPaths[name] ?? benefitPaths.growth} />
  </svg>
)
