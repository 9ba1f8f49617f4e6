import { defineQuery } from 'groq'

/**
 * Every question the site asks of the dataset. Both sources (embedded groq-js, hosted
 * Content Lake) answer these same strings, so pages never depend on where content lives.
 * Lists are asked for whole, once per build, and indexed in memory: a page then costs the
 * same however large the corpus grows, instead of one scan of the dataset per page.
 */

/**
 * Published documents only: never a draft (`drafts.<id>`) nor a Content Release's version of a
 * document (`versions.<release>.<id>`), whichever source holds them. Sanity's "published"
 * perspective leaves both out too; this holds for a file or a raw read as well.
 */
const published = /* groq */ `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`

/** An image by reference; dimensions come from the asset list, so no lookup per image. */
const imageFields = /* groq */ `{ "assetId": asset._ref, alt, credit }`

export const settingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings" && ${published}][0]{
  siteName, siteUrl, description, social, contact
}`)

export const categoriesQuery =
  defineQuery(`*[_type == "category" && ${published}] | order(order asc){
  "id": _id, name, "slug": slug.current, description
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

/** Every image asset with its source URL and size, asked once per build with the corpus. */
export const imageAssetsQuery = defineQuery(`*[_type == "sanity.imageAsset"] | order(_id asc){
  "assetId": _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height
}`)

/** What the front page leads with, by summary id. */
export const homePageQuery =
  defineQuery(`*[_type == "homePage" && _id == "homePage" && ${published}][0]{
  "featured": featured._ref,
  "trending": trending[]._ref
}`)

/** Every summary card, newest first; categories and article by id. */
export const cardsQuery =
  defineQuery(`*[_type == "summary" && ${published}] | order(publishedAt desc, _id asc){
  "id": _id,
  title,
  excerpt,
  homeLabel,
  publishedAt,
  "categoryIds": categories[]._ref,
  "articleId": article._ref,
  "image": select(defined(image.asset) => image${imageFields})
}`)

/** Every article in full, newest first. */
export const articlesQuery =
  defineQuery(`*[_type == "article" && ${published} && defined(slug.current)] | order(publishedAt desc, _id asc){
  "id": _id,
  headline,
  "slug": slug.current,
  dek,
  topic,
  "topicIds": topics[]._ref,
  "authorId": author._ref,
  publishedAt,
  updatedAt,
  "modifiedAt": coalesce(_updatedAt, updatedAt, publishedAt),
  correction{ date, text },
  update{ date, text },
  "showBackToHome": showBackToHome != false,
  hero${imageFields},
  body,
  citations[]{ title, publisher, url, publishedAt }
}`)

/** Every author, by name. */
export const authorsQuery = defineQuery(`*[_type == "author" && ${published}] | order(name asc){
  "id": _id, name, "slug": slug.current, bio, email, image${imageFields}
}`)

/** Every topic, by name. */
export const topicsQuery = defineQuery(`*[_type == "topic" && ${published}] | order(name asc){
  "id": _id, name, "slug": slug.current, description
}`)

/**
 * Every published document the site could show, for the characters its font must hold. Its
 * answer is walked as plain data, so it is left out of the generated types on purpose.
 */
export const publishedContentQuery = /* groq */ `*[!string::startsWith(_type, "sanity.") && ${published}]`
