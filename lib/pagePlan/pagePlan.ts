import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which pages a build renders. A page is a pure function of the code and of the data it reads,
 * so a page whose code and data are unchanged since the last build is taken from that build
 * (scripts/steps/pagePlan.ts decides, scripts/steps/pageReuse.ts copies) instead of rendered again.
 * Only `npm run build` sets PAGE_PLAN=1; `next build` alone, `next dev` and the preview
 * server render every page.
 */

export type RouteParams = Record<string, string>

/** The routes whose pages are planned (their page.static.tsx wraps generateStaticParams). */
export const routeTemplates = {
  article: '/article/[slug]',
  category: '/category/[category]',
  categoryPage: '/category/[category]/page/[page]',
  topic: '/topic/[topic]',
  topicPage: '/topic/[topic]/page/[page]',
  author: '/author/[author]',
  authorPage: '/author/[author]/page/[page]',
} as const
export type RouteTemplate = (typeof routeTemplates)[keyof typeof routeTemplates]

export interface PagePlan {
  /** The hash of the code: also the build's id, so reused and new pages name the same build. */
  buildId: string
  /** The hash of what every page shows besides its own data (the layout's). */
  shared: string
  /** Why every page is rendered, when it is: no earlier build, or the code or layout changed. */
  full: string | null
  /** The generation of kept pages the others are taken from (scripts/pipeline/pageCache.ts). */
  reusedFrom: string | null
  /** Per route template, each page's parameters (as `paramsKey`) and the hash of its data. */
  pages: Record<string, Record<string, string>>
  /** Per route template, the pages to render: changed or new since the last build. */
  render: Record<string, string[]>
}

/** The one folder a build keeps between runs; the deploy workflow persists it. */
export const cacheDir = () => path.resolve(process.env.BUILD_CACHE_DIR || '.cache/build')
export const pagesDir = () => path.join(cacheDir(), 'pages')
export const planFile = () => path.join(pagesDir(), 'plan.json')

/** One string per page of a route, the same whatever the order of its parameters. */
export const paramsKey = (params: RouteParams) =>
  JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/** The page's path in out/, without extension: /article/[slug] with { slug: 'x' } is article/x. */
export const pageFileBase = (template: string, params: RouteParams) =>
  template.slice(1).replace(/\[([^\]]+)\]/g, (_, name: string) => params[name]!)

/** The plan scripts/steps/pagePlan.ts wrote; a missing or unreadable one throws, saying what to run. */
export function readPlanFile(): PagePlan {
  try {
    return JSON.parse(readFileSync(planFile(), 'utf8')) as PagePlan
  } catch (error) {
    throw new Error(
      `The page plan ${planFile()} cannot be read (${(error as Error).message}). Run \`npm run build\`, which writes it first.`,
    )
  }
}

/** The plan under `npm run build`, read where asked: a few times per process, once per route. */
export function activePlan(): PagePlan | null {
  return process.env.PAGE_PLAN === '1' ? readPlanFile() : null
}

/** A route's generateStaticParams, narrowed to the pages the plan renders. */
export function planned<P extends RouteParams>(
  template: RouteTemplate,
  generateStaticParams: () => Promise<P[]>,
): () => Promise<P[]> {
  return async () => {
    const every = await generateStaticParams()
    const plan = activePlan()
    if (!plan || plan.full) return every
    const chosen = plan.render[template]
    if (!chosen)
      throw new Error(
        `The page plan does not list ${template}: add the route to app/_plan/plannedRoutes.ts.`,
      )
    const wanted = new Set(chosen)
    const picked = every.filter((params) => wanted.has(paramsKey(params)))
    // A static export needs one page of each route: with none changed, one is rendered again.
    return picked.length > 0 ? picked : every.slice(0, 1)
  }
}
