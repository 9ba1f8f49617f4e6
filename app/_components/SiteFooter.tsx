import { SiteLink as Link } from '@/app/_components/SiteLink'
import { buildTime, getCategories, getSettings } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { FacebookIcon, LinkedInIcon, TwitterIcon } from '@/app/_components/icons/SocialIcons'
import { Logo } from '@/app/_components/Logo'

const companyLinks = [
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Careers', href: '/careers' },
  { label: 'Privacy Policy', href: '/privacy' },
]

export async function SiteFooter() {
  const [settings, categories] = await Promise.all([getSettings(), getCategories()])
  const social = [
    { label: 'LinkedIn', href: settings.social.linkedin, Icon: LinkedInIcon },
    { label: 'Twitter', href: settings.social.twitter, Icon: TwitterIcon },
    { label: 'Facebook', href: settings.social.facebook, Icon: FacebookIcon },
  ]
  return (
    <footer data-print="hide" className="bg-navy mt-20 text-white">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="[&_.headline]:text-white">
            <Logo name={settings.siteName} />
          </div>
          <p className="mt-4 max-w-md text-sm leading-relaxed text-white/80">
            {settings.description}
          </p>
          <h2 className="sr-only">Follow us</h2>
          <ul className="mt-6 flex gap-3">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid h-10 w-10 place-items-center rounded-full border border-white/30 hover:border-white hover:bg-white/10"
                >
                  <Icon />
                  <span className="sr-only">{label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* Each a navigation landmark of its own, each link a target of at least 24 px (WCAG 2.5.8). */}
        {[
          {
            id: 'footer-topics',
            title: 'Topics',
            links: categories.map(({ name, slug }) => ({
              label: name,
              href: paths.category(slug),
            })),
          },
          { id: 'footer-company', title: 'Company', links: companyLinks },
        ].map(({ id, title, links }) => (
          <nav key={id} aria-labelledby={id}>
            <h2 id={id} className="text-xs font-semibold tracking-[0.14em] text-white/70 uppercase">
              {title}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {links.map(({ label, href }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="inline-block py-1 text-white/90 underline-offset-4 hover:text-white hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-5 text-xs text-white/70">
          © {buildTime().getUTCFullYear()} {settings.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
