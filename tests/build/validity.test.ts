import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { pages } from './builtSite'

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

describe('every built page is valid HTML', () => {
  it.each(pages.map((page) => [page.route, page] as const))('%s', async (_route, page) => {
    const report = await validator.validateString(page.html, page.file)
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      ),
    )
    expect(problems).toEqual([])
  })
})
