import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchWorkerSource } from '@/scripts/build/searchWorkerSource'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'worker-source-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('searchWorkerSource', () => {
  it('serves the worker as one module: its types gone, nothing imported as it loads', async () => {
    const source = await searchWorkerSource()
    expect(source).toContain('export async function answer')
    expect(source).not.toMatch(/^\s*import\s/m)
    expect(source).not.toMatch(/:\s*(SearchQuestion|PagefindInstance)\b/)
  })

  it('fails, naming the import, when the worker would import something at run time', async () => {
    const file = path.join(dir, 'worker.ts')
    await writeFile(file, "import { limits } from './vocabulary'\nexport const max = limits.max\n")
    await expect(searchWorkerSource(file)).rejects.toThrow(
      `${file} imports at run time ("import { limits } from './vocabulary';")`,
    )
  })

  it('keeps a worker whose imports are types only', async () => {
    const file = path.join(dir, 'typed.ts')
    await writeFile(
      file,
      "import type { Limits } from './vocabulary'\nexport const max: Limits = 1\n",
    )
    expect(await searchWorkerSource(file)).toBe('export const max = 1;\n')
  })
})
