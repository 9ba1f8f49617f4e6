import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AuthorProfile } from '@/app/_components/AuthorProfile'
import { JsonLd } from '@/app/_components/JsonLd'
import { ListingView } from '@/app/_components/ListingView'
import { getAuthorListing, getAuthors, getSettings } from '@/lib/content'
import { profilePageJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'

interface AuthorPageProps {
  params: Promise<{ author: string }>
}

export async function generateStaticParams() {
  return (await getAuthors()).map(({ slug }) => ({ author: slug }))
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([
    getAuthorListing((await params).author),
    getSettings(),
  ])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: listing.name,
    description: listing.description,
    path: paths.author(listing.slug),
  })
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const [listing, settings] = await Promise.all([
    getAuthorListing((await params).author),
    getSettings(),
  ])
  if (!listing) notFound()
  return (
    <>
      <JsonLd data={profilePageJsonLd(listing.author, settings)} />
      <ListingView
        listing={listing}
        kicker="Author"
        header={<AuthorProfile author={listing.author} />}
        pageHref={(page) => paths.authorPage(listing.slug, page)}
      />
    </>
  )
}
