import { SiteLink as Link } from '@/app/_components/SiteLink'
import { getCategories, getSettings } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { Logo } from '@/app/_components/Logo'
import { MobileMenu } from '@/app/_components/MobileMenu'
import { SearchForm } from '@/app/_components/SearchForm'
import { SectionLinks } from '@/app/_components/SectionLinks'
import { SearchIcon } from '@/app/_components/icons/SearchIcon'

export async function SiteHeader() {
  const [settings, categories] = await Promise.all([getSettings(), getCategories()])
  const links = categories.map(({ name, slug }) => ({
    label: name,
    href: paths.category(slug),
    slug,
  }))
  return (
    <header
      data-print="hide"
      className="border-rule sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="min-w-0 rounded-sm" aria-label={`${settings.siteName}, home`}>
          <Logo name={settings.siteName} />
        </Link>
        <nav aria-label="Main" className="hidden md:ml-auto md:block">
          <SectionLinks links={links} />
        </nav>
        <SearchForm id="header-search" className="hidden w-56 lg:flex" />
        {/*
          Where the field does not fit beside the links, a way to the search page: a whole page
          load, as search starts from the page's own inline script under the page's own policy,
          neither of which a client-side navigation brings.
        */}
        <a
          href={paths.search}
          aria-label="Search"
          className="text-navy hover:text-accent hidden rounded-sm p-2 md:block lg:hidden"
        >
          <SearchIcon width={20} height={20} />
        </a>
        <MobileMenu
          links={links}
          search={<SearchForm id="menu-search" className="container-page py-4" />}
        />
      </div>
    </header>
  )
}
