import { base, type IconProps, outline } from '@/app/_components/icons/iconStyle'

export const SearchIcon = (props: IconProps) => (
  <svg {...outline} {...base(props)}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
)
