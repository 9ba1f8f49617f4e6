import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadModules } from '../lib/loadModules'
import { authors } from './authors'
import { home } from './home'
import { about } from './site/about'
import { benefits } from './site/benefits'
import { careers } from './site/careers'
import { categories } from './site/categories'
import { jobs } from './site/jobs'
import { privacy } from './site/privacy'
import { settings } from './site/settings'
import { topics } from './topics'
import type { ArticleModule, SeedContent } from './types'

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
