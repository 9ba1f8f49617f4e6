import { datasetSeed, importGeneratedDataset } from '@/tests/contract/generatedDataset'
import { startContentLake } from '@/tests/contract/server/contentLake'
import { npmRun } from '@/tests/contract/support/contractRun'

/**
 * `npm run bench -- --datasets <n>`: n datasets the Studio accepts, each from a new seed
 * (tests/contract/generatedDataset.ts), built from the stand-in Sanity API and checked by
 * `test:build`. Prints each seed and its verdict; returns the seeds that failed, which
 * `DATASET_SEED=<seed> npm run test:publish` replays.
 */
export async function datasetRuns(count: number): Promise<number[]> {
  const failed: number[] = []
  for (let run = 1; run <= count; run++) {
    const seed = datasetSeed(undefined)
    const lake = await startContentLake()
    try {
      const { hosted, described } = await importGeneratedDataset(seed, lake)
      process.stderr.write(`Dataset ${run} of ${count}, seed ${seed}: ${described}.\n`)
      const built = await npmRun('build', hosted)
      const checked = built.status === 0 ? await npmRun('test:build') : built
      const step = built.status === 0 ? 'test:build' : 'npm run build'
      if (checked.status === 0) console.log(`✓ seed ${seed}: built, and test:build passes.`)
      else {
        failed.push(seed)
        console.log(`✖ seed ${seed}: ${step} failed:\n${checked.output.slice(-3000)}`)
      }
    } catch (error) {
      failed.push(seed)
      console.log(`✖ seed ${seed}: ${(error as Error).message}`)
    } finally {
      await lake.close()
    }
  }
  return failed
}
