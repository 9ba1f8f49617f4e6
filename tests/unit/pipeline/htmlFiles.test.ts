import { describe, expect, it } from 'vitest'
import { eachFile, eachFileInOrder } from '@/scripts/pipeline/htmlFiles'

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('eachFileInOrder', () => {
  it('hands files on in the order given, however their preparation finishes', async () => {
    const files = Array.from({ length: 40 }, (_, index) => index)
    const consumed: number[] = []
    await eachFileInOrder(
      files,
      async (file) => {
        // Later files finish first.
        await after((40 - file) % 7)
        return file * 10
      },
      async (prepared, file) => {
        expect(prepared).toBe(file * 10)
        consumed.push(file)
      },
      { ahead: 8 },
    )
    expect(consumed).toEqual(files)
  })

  it('prepares no more than the given number of files ahead', async () => {
    let inFlight = 0
    let most = 0
    await eachFileInOrder(
      Array.from({ length: 30 }, (_, index) => index),
      async (file) => {
        most = Math.max(most, ++inFlight)
        await after(1)
        inFlight--
        return file
      },
      async () => after(2),
      { ahead: 4 },
    )
    expect(most).toBeLessThanOrEqual(4)
    expect(most).toBeGreaterThan(1)
  })

  it('fails with the preparation that failed', async () => {
    await expect(
      eachFileInOrder(
        [1, 2, 3],
        async (file) => {
          if (file === 3) throw new Error('file 3 is unreadable')
          return file
        },
        async () => undefined,
      ),
    ).rejects.toThrow('file 3 is unreadable')
  })
})

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
