import { outlineIcon } from '@/app/_components/icons/iconStyle'

/** The mobile menu's open and close icons: a client component loads only these. */
export const MenuIcon = outlineIcon('M4 7h16M4 12h16M4 17h16')
export const CloseIcon = outlineIcon('M6 6l12 12M18 6L6 18')
