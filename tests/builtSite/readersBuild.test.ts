import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outDir } from '@/tests/builtSite/builtSite'
import { environmentTokens, previewTraces } from '@/tests/builtSite/previewTraces'

describe("the readers' build", () => {
  it('has no API routes: Draft Mode lives in the preview server only', () => {
    expect(existsSync(path.join(outDir, 'api'))).toBe(false)
  })

  it('carries no stega marks, visual-editing code, preview cookies or tokens', () => {
    expect(previewTraces(outDir, environmentTokens())).toEqual([])
  })
})
