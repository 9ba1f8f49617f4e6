import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'playwright/test'
import { sitemapPaths } from './routes'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[] }[]
}

// axe is injected as an inline script, which the site's own policy rightly refuses.
test.use({ bypassCSP: true })

const pagesOffTheSitemap = [
  '/search',
  '/search?q=employers',
  '/no-such-page',
  '/category/unknownthing',
]

for (const path of [...sitemapPaths(), ...pagesOffTheSitemap]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.addScriptTag({ content: axeSource })
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>
          }
        }
      ).axe
      const result = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        // Label in Name (WCAG 2.5.3): still marked experimental in the axe-core the registry pin
        // allows, and run by default from axe-core 4.14 on.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
    })
    expect(violations).toEqual([])
  })
}
