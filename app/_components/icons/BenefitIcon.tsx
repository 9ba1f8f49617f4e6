import { base, type IconProps, outline } from '@/app/_components/icons/iconStyle'

const benefitPaths: Record<string, string> = {
  health: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  growth: 'M4 18l6-6 4 4 6-8M14 8h6v6',
  flexible: 'M4 6h16v10H4zM8 20h8M12 16v4',
  'time-off': 'M5 20h14M7 20V10l5-5 5 5v10M10 20v-5h4v5',
}

export const BenefitIcon = ({ name, ...props }: IconProps & { name: string }) => (
  <svg {...outline} strokeWidth={1.8} {...base(props)}>
    <path d={benefitPaths[name] ?? benefitPaths.growth} />
  </svg>
)
