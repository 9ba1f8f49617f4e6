import type { Metadata } from 'next'
import { SiteLink as Link } from '@/app/_components/SiteLink'
import { notFound } from 'next/navigation'
import { formatApDate, getArticle, getArticleSlugs, getSettings } from '@/lib/content'
import { newsArticleJsonLd } from '@/lib/seo/jsonLd'
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'
import { ArticleBody } from '@/app/_components/article/ArticleBody'
import { Citations } from '@/app/_components/article/Citations'
import { DatedNote } from '@/app/_components/article/DatedNote'
import { SearchMarks } from '@/app/_components/article/SearchMarks'
import { TopicChips } from '@/app/_components/TopicChips'
import { ReadMore } from '@/app/_components/article/ReadMore'
import { ShareButtons } from '@/app/_components/article/ShareButtons'
import { JsonLd } from '@/app/_components/JsonLd'
import { ArrowLeftIcon } from '@/app/_components/icons/ArrowIcons'
import { FramedImage } from '@/app/_components/FramedImage'
import { FlagBadge } from '@/app/_components/cards/FlagBadge'
import { MetaLine } from '@/app/_components/MetaLine'
import { sectionMark } from '@/app/_components/sectionMark'

interface ArticlePageProps {
  params: Promise<{ slug: string }>
}

/**
 * Everything an article page reads of the content. The page plan hashes this very answer
 * (app/_plan/plannedRoutes.ts), so the page must read nothing else.
 */
export const articlePageData = (slug: string) => Promise.all([getArticle(slug), getSettings()])

export const everyArticle = async () => (await getArticleSlugs()).map((slug) => ({ slug }))
export const generateStaticParams = planned(routeTemplates.article, everyArticle)

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const [article, settings] = await articlePageData((await params).slug)
  if (!article) return {}
  return pageMetadata({
    settings,
    title: article.headline,
    description: article.dek,
    path: article.href,
    article: {
      slug: article.slug,
      publishedAt: article.publishedAt,
      modifiedAt: article.modifiedAt,
      author: article.author.name,
      section: article.label,
    },
  })
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const [article, settings] = await articlePageData((await params).slug)
  if (!article) notFound()
  return (
    <>
      <JsonLd data={newsArticleJsonLd(article, settings)} />
      {/* The search index reads this article only, less what carries the data-pagefind-ignore mark. */}
      <article
        className="container-page pt-8"
        data-pagefind-body
        {...{ [sectionMark]: article.categories[0]?.slug }}
      >
        <SearchMarks article={article} />
        <div className="mx-auto max-w-[46rem]">
          {article.showBackToHome ? (
            <Link
              href="/"
              data-pagefind-ignore
              data-print="hide"
              className="text-navy hover:text-accent inline-flex items-center gap-2 text-sm font-semibold"
            >
              <ArrowLeftIcon width={16} height={16} />
              Back to Home
            </Link>
          ) : null}
          <header className="mt-6">
            <p data-pagefind-ignore className="flex flex-wrap items-center gap-3">
              {article.flag ? <FlagBadge flag={article.flag} /> : null}
              {article.label ? (
                <span className="border-accent text-accent inline-block rounded-sm border px-2 py-1 text-[0.6875rem] font-semibold tracking-wider uppercase">
                  {article.label}
                </span>
              ) : null}
            </p>
            <h1
              data-pagefind-meta="title"
              className="headline mt-4 text-3xl leading-tight sm:text-[2.75rem]"
            >
              {article.headline}
            </h1>
            <p className="text-ink-soft mt-4 text-lg leading-relaxed">{article.dek}</p>
            <div data-pagefind-ignore className="border-rule mt-6 border-y py-3">
              <MetaLine className="text-muted text-sm">
                <span>
                  By{' '}
                  <Link
                    href={paths.author(article.author.slug)}
                    rel="author"
                    className="text-ink link-underline font-semibold"
                  >
                    {article.author.name}
                  </Link>
                </span>
                <span>{article.readTime}</span>
                <time dateTime={article.publishedAt}>{article.dateText}</time>
                {article.updatedAt ? (
                  <span>
                    Updated{' '}
                    <time dateTime={article.updatedAt}>{formatApDate(article.updatedAt)}</time>
                  </span>
                ) : null}
              </MetaLine>
            </div>
            {article.correction ? <DatedNote kind="correction" note={article.correction} /> : null}
            {article.update ? <DatedNote kind="update" note={article.update} /> : null}
          </header>
        </div>
        <figure data-pagefind-ignore className="mx-auto mt-8 max-w-[60rem]">
          <FramedImage
            image={article.hero}
            sizes="(min-width: 1024px) 960px, 100vw"
            loading="eager"
          />
          {article.hero.credit ? (
            <figcaption className="text-muted mt-2 text-xs">{article.hero.credit}</figcaption>
          ) : null}
        </figure>
        <div className="mx-auto mt-10 max-w-[46rem]">
          <ArticleBody body={article.body} />
          {article.topics.length > 0 ? (
            <nav data-pagefind-ignore aria-labelledby="topics-heading" className="mt-10">
              <h2 id="topics-heading" className="kicker">
                Topics in this story
              </h2>
              <TopicChips topics={article.topics} className="mt-3" />
            </nav>
          ) : null}
          <Citations citations={article.citations} />
          <ShareButtons url={`${settings.siteUrl}${article.href}`} title={article.headline} />
        </div>
      </article>
      <ReadMore items={article.readMore} />
    </>
  )
}
