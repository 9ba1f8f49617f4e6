import { outlineIcon } from '@/app/_components/icons/iconStyle'

/** Icons for the contact details. */

export const MailIcon = outlineIcon(
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6',
)

export const PhoneIcon = outlineIcon(
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
)

export const PinIcon = outlineIcon(
  'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zM14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
)

export const ClockIcon = outlineIcon('M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM12 7v5l3 2')
