import { describe, expect, it } from 'vitest'
import { eachFile } from '@/scripts/pipeline/htmlFiles'

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('eachFile', () => {
  it('takes no file after a failure, and throws it once no work runs behind it', async () => {
    let started = 0
    let running = 0
    const failing = eachFile(
      Array.from({ length: 100 }, (_, index) => index),
      async (file) => {
        started += 1
        running += 1
        await after(file === 5 ? 1 : 3)
        running -= 1
        if (file === 5) throw new Error('file 5 is unreadable')
      },
      { concurrency: 4 },
    )
    await expect(failing).rejects.toThrow('file 5 is unreadable')
    expect(running).toBe(0)
    expect(started).toBeLessThan(12)
  })
})
