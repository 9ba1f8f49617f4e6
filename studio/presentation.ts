import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type PresentationPluginOptions,
} from 'sanity/presentation'
import { paths } from '@/schemas/vocabulary'

/** A page every editor knows, for documents that show everywhere. */
const home = { title: 'Home', href: paths.home }

const page = (title: string, href: string) =>
  defineLocations({ message: `Shown on ${title}`, locations: [{ title, href }] })

/** A document with a page of its own at its slug (none until it has one), and `also` those. */
const ownPage = (
  titleField: string,
  untitled: string,
  href: (slug: string) => string,
  also: DocumentLocation[] = [],
) =>
  defineLocations({
    select: { title: titleField, slug: 'slug.current' },
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: doc.title || untitled, href: href(doc.slug) }, ...also] : [],
    }),
  })

/**
 * Which page Presentation opens for the document being edited (locations), and which document
 * it opens for the page being browsed (mainDocuments). Patterns come from the site's own paths.
 */
export const resolve: PresentationPluginOptions['resolve'] = {
  mainDocuments: defineDocuments([
    { route: paths.home, filter: `_type == "homePage" && _id == "homePage"` },
    { route: paths.article(':slug'), filter: `_type == "article" && slug.current == $slug` },
    { route: paths.category(':slug'), filter: `_type == "category" && slug.current == $slug` },
    { route: paths.topic(':slug'), filter: `_type == "topic" && slug.current == $slug` },
    { route: paths.author(':slug'), filter: `_type == "author" && slug.current == $slug` },
    { route: '/about', filter: `_type == "aboutPage" && _id == "aboutPage"` },
    { route: '/privacy', filter: `_type == "privacyPage" && _id == "privacyPage"` },
    { route: '/careers', filter: `_type == "careersPage" && _id == "careersPage"` },
    { route: '/contact', filter: `_type == "siteSettings" && _id == "siteSettings"` },
  ]),
  locations: {
    article: ownPage('headline', 'Untitled article', paths.article, [home]),
    summary: defineLocations({
      select: {
        title: 'article.headline',
        slug: 'article.slug.current',
        first: 'categories.0.slug.current',
        firstName: 'categories.0.name',
        second: 'categories.1.slug.current',
        secondName: 'categories.1.name',
      },
      resolve: (doc) => ({
        locations: [
          home,
          ...(doc?.slug ? [{ title: doc.title || 'Article', href: paths.article(doc.slug) }] : []),
          ...(doc?.first
            ? [{ title: doc.firstName || doc.first, href: paths.category(doc.first) }]
            : []),
          ...(doc?.second
            ? [{ title: doc.secondName || doc.second, href: paths.category(doc.second) }]
            : []),
        ],
      }),
    }),
    category: ownPage('name', 'Category', paths.category, [home]),
    topic: ownPage('name', 'Topic', paths.topic),
    author: ownPage('name', 'Author', paths.author),
    homePage: page('Home', paths.home),
    aboutPage: page('About', '/about'),
    privacyPage: page('Privacy policy', '/privacy'),
    careersPage: page('Careers', '/careers'),
    job: page('Careers', '/careers'),
    benefit: page('Careers', '/careers'),
    siteSettings: defineLocations({
      message: 'Used on every page: header, footer and contact details',
      locations: [home, { title: 'Contact', href: '/contact' }, { title: 'About', href: '/about' }],
    }),
  },
}
