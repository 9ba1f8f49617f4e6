import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

/** Every module in articles/, in file-name order so the output never depends on the file system. */
export async function loadArticleModules(dir = articlesDir): Promise<ArticleModule[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort()
  return Promise.all(
    files.map(
      async (file) => (await import(pathToFileURL(path.join(dir, file)).href)) as ArticleModule,
    ),
  )
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
