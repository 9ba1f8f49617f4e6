import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A folder Windows keeps open: rm fails with EBUSY however often Node retries it. */
vi.mock('node:fs/promises', async (original) => ({
  ...(await original<typeof import('node:fs/promises')>()),
  rm: vi.fn(async (dir: string) => {
    throw Object.assign(new Error(`EBUSY: resource busy or locked, rmdir '${dir}'`), {
      code: 'EBUSY',
      syscall: 'rmdir',
      path: dir,
    })
  }),
}))

const { removeFolder } = await import('@/scripts/pipeline/publishSite')

afterEach(() => vi.clearAllMocks())

describe('a build folder that cannot be removed', () => {
  it('is one line naming the folder, the cause and what to do', async () => {
    const dir = path.resolve('.cache/site')
    const problem = await removeFolder(dir)
    expect(problem).toBe(
      '✖ Build: cannot remove .cache/site/ (EBUSY): close whatever has it open (a server, an editor, a terminal or a file explorer in it), or delete the folder by hand, then run the build again.',
    )
    expect(problem).not.toMatch(/\n|rmdir/)
  })
})
