import type { Metadata } from 'next'
import { preload, preloadModule } from 'react-dom'
import { getCategories, getLatestStories, getSettings, getTopics, pageSizes } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'
import { GoOnReading } from '@/app/_components/GoOnReading'
import { PageIntro } from '@/app/_components/PageIntro'
import { SiteLink as Link } from '@/app/_components/SiteLink'
import { TopicChips } from '@/app/_components/TopicChips'
import { pagefindStart } from '@/app/search/pagefind'
import { pagefindFiles } from '@/app/search/pagefindApi'
import { SearchView } from '@/app/search/SearchView'
import { startPagefind } from '@/app/search/startPagefind'

/** Pagefind starts as the parser reaches this script (its hash is in the page's script policy). */
const startScript = `(${startPagefind.toString()})(${JSON.stringify(pagefindStart)})`

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    ...pageMetadata({
      settings,
      title: 'Search',
      description: `Search every story ${settings.siteName} has published.`,
      path: paths.search,
    }),
    // Result pages are for readers, not for search engines' own indexes.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage() {
  // Fetched as the page starts to load, for the inline script below.
  preload(pagefindFiles.bundles, { as: 'fetch', crossOrigin: 'anonymous' })
  preloadModule(pagefindFiles.script)
  const [stories, topics, categories] = await Promise.all([
    getLatestStories(pageSizes.goOn),
    getTopics(),
    getCategories(),
  ])
  return (
    <div className="container-page pt-10">
      <PageIntro title="Search">
        <p>Every story we have published: headlines, text and sources.</p>
      </PageIntro>
      <script dangerouslySetInnerHTML={{ __html: startScript }} />
      {/* A built page cannot read its address: without a script, the words stay there alone. */}
      <noscript>
        <p className="mt-8 text-lg">
          Search needs JavaScript, which is off in this browser. Your words stay in the address:
          turn JavaScript on and reload to see the results, or browse a category or a topic.
        </p>
        <ul className="mt-4 flex flex-wrap gap-4 font-semibold">
          {categories.map(({ slug, name }) => (
            <li key={slug}>
              <Link href={paths.category(slug)} className="text-navy hover:text-accent">
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <TopicChips topics={topics} className="mt-4" />
      </noscript>
      <SearchView suggestions={<GoOnReading stories={stories} topics={topics} />} />
    </div>
  )
}
