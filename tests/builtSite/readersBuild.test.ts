import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outDir } from '@/tests/builtSite/builtSite'
import { previewTraces } from '@/tests/builtSite/previewTraces'

/** Token values the build's environment holds, if any. */
const environmentTokens = ['SANITY_API_READ_TOKEN', 'SANITY_API_WRITE_TOKEN', 'SANITY_AUTH_TOKEN']
  .map((name) => process.env[name]?.trim() ?? '')
  .filter(Boolean)

describe("the readers' build", () => {
  it('has no API routes: Draft Mode lives in the preview server only', () => {
    expect(existsSync(path.join(outDir, 'api'))).toBe(false)
  })

  it('carries no stega marks, visual-editing code, preview cookies or tokens', () => {
    expect(previewTraces(outDir, environmentTokens)).toEqual([])
  })
})
