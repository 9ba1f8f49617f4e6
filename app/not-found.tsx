import type { Metadata } from 'next'
import { getCategories } from '@/lib/content'
import { MissingPage } from './_components/MissingPage'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

export default async function NotFound() {
  const categories = await getCategories()
  return <MissingPage categories={categories.map(({ name, slug }) => ({ name, slug }))} />
}
