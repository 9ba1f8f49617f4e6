import { outlineIcon } from '@/app/_components/icons/iconStyle'

/** Direction icons for links. */
export const ArrowLeftIcon = outlineIcon('M19 12H5M11 18l-6-6 6-6')
export const ArrowRightIcon = outlineIcon('M5 12h14M13 6l6 6-6 6')
export const ExternalIcon = outlineIcon(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
)
