import { limits } from '@/schemas/vocabulary'

/**
 * A headline as a slug that passes the slug rule: lower-case ASCII words joined by single
 * hyphens, cut at a word boundary. "H-1B Fee: $100,000 & What's Next" → "h-1b-fee-100-000-and-whats-next".
 */
export function slugify(input: string, maxLength: number = limits.slug): string {
  const slug = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength)
  // Never end on half a word: drop it, unless it is the only word.
  const whole = slug[maxLength] === '-' || !cut.includes('-') ? cut : cut.replace(/-[^-]*$/, '')
  return whole.replace(/-+$/, '')
}
