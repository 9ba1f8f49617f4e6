import { outlineIcon } from '@/app/_components/icons/iconStyle'

export const SearchIcon = outlineIcon(
  'M17.5 11a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0zM16 16l4.5 4.5',
)
