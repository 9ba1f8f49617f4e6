import { base, type IconProps, outline } from '@/app/_components/icons/iconStyle'

/** The mobile menu's open and close icons: a client component loads only these. */

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
