import { articlePageData, everyArticle } from '@/app/article/[slug]/ArticlePage'
import { listingKinds } from '@/app/_components/listingKinds'
import { listingRoute } from '@/app/_components/listingRoutes'
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

export const plannedRoutes: PlannedRoute[] = [
  {
    template: routeTemplates.article,
    generateStaticParams: everyArticle,
    pageData: ({ slug = '' }) => articlePageData(slug),
  },
  ...listingKinds
    .flatMap((kind) => [listingRoute(kind, false), listingRoute(kind, true)])
    .map((route) => ({
      template: route.template,
      generateStaticParams: route.everyPage,
      pageData: (params: RouteParams) => route.pageData(Promise.resolve(params)),
    })),
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
