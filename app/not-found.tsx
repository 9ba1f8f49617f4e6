import type { Metadata } from 'next'
import { getCategories, getLatestStories, pageSizes } from '@/lib/content'
import { GoOnReading } from '@/app/_components/GoOnReading'
import { MissingPage } from '@/app/_components/MissingPage'
import { SearchForm } from '@/app/_components/SearchForm'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

export default async function NotFound() {
  const [categories, stories] = await Promise.all([
    getCategories(),
    getLatestStories(pageSizes.goOn),
  ])
  return (
    <MissingPage categories={categories.map(({ name, slug }) => ({ name, slug }))}>
      <SearchForm id="not-found-search" label="Search instead" className="mt-8 w-full max-w-md" />
      <GoOnReading stories={stories} />
    </MissingPage>
  )
}
