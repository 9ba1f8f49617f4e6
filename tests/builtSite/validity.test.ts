import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { pages } from '@/tests/builtSite/builtSite'

/**
 * html-validate's recommended rules, less the ones about how markup is spelled rather than
 * whether it is valid: React writes `<meta/>`, `charSet`, `async=""` and `style` attributes, and
 * its generated ids start with an underscore, all of which HTML allows.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': 'off',
    'no-inline-style': 'off',
    // Headlines are editorial; search engines truncate, readers do not.
    'long-title': 'off',
  },
})

/**
 * What a reader of any page meets first: one heading of the page's own, inside the shared chrome
 * (the banner, the main content, the footer, each a child of the body). The browser checks of a
 * page of each kind (tests/e2e/quality/everyPage.spec.ts) see what markup cannot.
 */
describe('every built page is valid HTML, its heading inside the shared chrome', () => {
  it.each(pages.map((page) => [page.route, page] as const))('%s', async (_route, page) => {
    const report = await validator.validateString(page.html, page.file)
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      ),
    )
    expect(problems).toEqual([])
    const headings = page.document.querySelectorAll('h1').map((heading) => heading.text.trim())
    expect(headings, 'its one heading').toHaveLength(1)
    const chrome = page.document
      .querySelector('body')
      ?.childNodes.map((node) => (node as { tagName?: string }).tagName?.toLowerCase())
    for (const landmark of ['header', 'main', 'footer'])
      expect(chrome, `a <${landmark}> in the body`).toContain(landmark)
  })
})
