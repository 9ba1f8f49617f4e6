import * as article from '@/app/article/[slug]/ArticlePage'
import { articlePageData } from '@/app/article/[slug]/articlePageData'
import * as author from '@/app/author/[author]/AuthorPage'
import * as authorPage from '@/app/author/[author]/page/[page]/AuthorListingPage'
import * as category from '@/app/category/[category]/CategoryPage'
import * as categoryPage from '@/app/category/[category]/page/[page]/ListingPage'
import * as topic from '@/app/topic/[topic]/TopicPage'
import * as topicPage from '@/app/topic/[topic]/page/[page]/TopicListingPage'
import { routeTemplates, type RouteParams, type RouteTemplate } from '@/lib/pagePlan/pagePlan'
import { buildTime, getCategories, getLatestStories, getSettings, pageSizes } from '@/lib/content'

/**
 * The routes whose pages scripts/steps/pagePlan.ts plans: each with its pages and with the very
 * function its page reads the content through, whose answer is hashed. A page of a route not
 * listed here is rendered on every build.
 */

export interface PlannedRoute {
  template: RouteTemplate
  generateStaticParams: () => Promise<RouteParams[]>
  pageData: (params: RouteParams) => Promise<unknown>
}

type ListingRoute = {
  generateStaticParams: () => Promise<RouteParams[]>
  pageData: (params: Promise<RouteParams>) => Promise<unknown>
}

const listing = (template: RouteTemplate, route: ListingRoute): PlannedRoute => ({
  template,
  generateStaticParams: route.generateStaticParams,
  pageData: (params) => route.pageData(Promise.resolve(params)),
})

export const plannedRoutes: PlannedRoute[] = [
  {
    template: routeTemplates.article,
    generateStaticParams: article.generateStaticParams,
    pageData: ({ slug = '' }) => articlePageData(slug),
  },
  listing(routeTemplates.category, category),
  listing(routeTemplates.categoryPage, categoryPage),
  listing(routeTemplates.topic, topic),
  listing(routeTemplates.topicPage, topicPage),
  listing(routeTemplates.author, author),
  listing(routeTemplates.authorPage, authorPage),
]

/** What every page shows besides its own data: the header's, the footer's and the not-found page's. */
export const sharedPageData = () =>
  Promise.all([
    getSettings(),
    getCategories(),
    buildTime().getUTCFullYear(),
    // The not-found page's newest stories ride in every page's payload, as its boundary.
    getLatestStories(pageSizes.goOn),
  ])
