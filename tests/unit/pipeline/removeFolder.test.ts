import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeFolder } from '@/scripts/pipeline/publishSite'

describe('a build folder that cannot be removed', () => {
  it('is one line naming the folder, the cause and what to do', async () => {
    // A folder under a file: rm fails (ENOTDIR) however often it retries, as EBUSY does on Windows.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'remove-')), 'site')
    await writeFile(file, '')
    const problem = await removeFolder(path.join(file, 'out'))
    expect(problem).toBe(
      `✖ Build: cannot remove ${path.relative(process.cwd(), file)}/out/ (ENOTDIR): close whatever has it open (a server, an editor, a terminal or a file explorer in it), or delete the folder by hand, then run the build again.`,
    )
    expect(problem).not.toMatch(/\n|rmdir/)
  })
})
