import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadModules } from '@/seed/lib/loadModules'
import { authors } from '@/seed/content/authors'
import { home } from '@/seed/content/home'
import { about } from '@/seed/content/site/about'
import { benefits } from '@/seed/content/site/benefits'
import { careers } from '@/seed/content/site/careers'
import { categories } from '@/seed/content/site/categories'
import { jobs } from '@/seed/content/site/jobs'
import { privacy } from '@/seed/content/site/privacy'
import { settings } from '@/seed/content/site/settings'
import { topics } from '@/seed/content/topics'
import type { ArticleModule, SeedContent } from '@/seed/content/types'

export const articlesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles')

/**
 * Every module in articles/, in file-name order so the output never depends on the file system,
 * each with its file. A module that fails to load throws a ContentLoadError naming it.
 */
export async function loadArticleModules(dir = articlesDir) {
  return loadModules<ArticleModule>(dir)
}

export async function loadContent(): Promise<SeedContent> {
  return {
    settings,
    categories,
    topics,
    authors,
    jobs,
    benefits,
    about,
    privacy,
    careers,
    home,
    articles: await loadArticleModules(),
  }
}
