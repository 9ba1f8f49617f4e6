import { defineQuery } from 'groq'

/**
 * Every question the site asks of the dataset. Both sources (embedded groq-js, hosted
 * Content Lake) answer these same strings, so pages never depend on where content lives.
 */

const published = /* groq */ `!(_id in path("drafts.**"))`

const imageFields = /* groq */ `{
  "assetId": asset->_id,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  alt,
  credit
}`

/** A summary card; the linked article's body comes along so read time is computed from it. */
const cardFields = /* groq */ `{
  "id": _id,
  title,
  excerpt,
  homeLabel,
  "featured": featured == true,
  publishedAt,
  dateLabel,
  "categories": categories[]->{ name, "slug": slug.current },
  "image": select(defined(image.asset) => image${imageFields}, article->hero${imageFields}),
  "article": article->{ "slug": slug.current, author, body }
}`

export const settingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings" && ${published}][0]{
  siteName, siteUrl, description, newsDesk, social, contact
}`)

export const categoriesQuery =
  defineQuery(`*[_type == "category" && ${published}] | order(order asc){
  name, "slug": slug.current, description
}`)

export const homeQuery = defineQuery(`{
  "featured": *[_type == "homePage" && _id == "homePage" && ${published}][0].featured->${cardFields},
  "trending": *[_type == "homePage" && _id == "homePage" && ${published}][0].trending[]->${cardFields},
  "sections": *[_type == "category" && ${published}] | order(order asc){
    name,
    "slug": slug.current,
    description,
    "cards": *[_type == "summary" && ${published} && references(^._id)] | order(publishedAt desc, _id asc)[0...$sectionSize]${cardFields}
  },
  "latest": *[_type == "summary" && ${published}] | order(publishedAt desc, _id asc)[0...$latestSize]${cardFields}
}`)

export const categoryListingQuery =
  defineQuery(`*[_type == "category" && slug.current == $slug && ${published}][0]{
  name,
  "slug": slug.current,
  description,
  "cards": *[_type == "summary" && ${published} && references(^._id)] | order(publishedAt desc, _id asc)${cardFields}
}`)

export const articleSlugsQuery = defineQuery(
  `*[_type == "article" && ${published} && defined(slug.current)] | order(publishedAt desc, _id asc).slug.current`,
)

const readMoreFields = /* groq */ `{ headline, "slug": slug.current, publishedAt, hero${imageFields}, body }`

export const articleQuery =
  defineQuery(`*[_type == "article" && slug.current == $slug && ${published}][0]{
  "id": _id,
  headline,
  "slug": slug.current,
  dek,
  topic,
  author,
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt),
  dateLabel,
  "showBackToHome": showBackToHome != false,
  hero${imageFields},
  body,
  citations[]{ title, publisher, url },
  "olderArticles": *[_type == "article" && ${published} && publishedAt < ^.publishedAt] | order(publishedAt desc, _id asc)[0...$readMoreSize]${readMoreFields},
  "newestArticles": *[_type == "article" && ${published} && _id != ^._id] | order(publishedAt desc, _id asc)[0...$readMoreSize]${readMoreFields}
}`)

export const aboutPageQuery =
  defineQuery(`*[_type == "aboutPage" && _id == "aboutPage" && ${published}][0]{
  title, intro, mission, pillars, audiencesHeading, audiences, commitment
}`)

export const privacyPageQuery =
  defineQuery(`*[_type == "privacyPage" && _id == "privacyPage" && ${published}][0]{
  title, lastUpdated, sections[]{ heading, paragraphs, items }
}`)

export const careersPageQuery =
  defineQuery(`*[_type == "careersPage" && _id == "careersPage" && ${published}][0]{
  title, intro, valuesHeading, values, benefitsHeading, openingsHeading, closing,
  "jobs": *[_type == "job" && ${published}] | order(order asc){ "id": _id, title, department, location, type, description },
  "benefits": *[_type == "benefit" && ${published}] | order(order asc){ "id": _id, icon, title, description }
}`)

/**
 * Every image the site shows, for the build step that makes its responsive variants: only
 * those a published document uses, as a hosted dataset also holds unused uploads.
 */
export const imageAssetsQuery =
  defineQuery(`*[_type == "sanity.imageAsset" && count(*[${published} && references(^._id)]) > 0] | order(_id asc){
  "assetId": _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height
}`)

/** Every article with what a sitemap or feed needs, newest first. */
export const articleIndexQuery =
  defineQuery(`*[_type == "article" && ${published} && defined(slug.current)] | order(publishedAt desc, _id asc){
  headline,
  "slug": slug.current,
  dek,
  author,
  topic,
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt),
  hero${imageFields}
}`)
