import { readFile } from 'node:fs/promises'
import { planFile, type PagePlan } from '../../lib/build/pagePlan'

/** The plan scripts/plan-pages.ts wrote for this build; a step run without one stops, named. */
export async function readPlan(step: string): Promise<PagePlan> {
  try {
    return JSON.parse(await readFile(planFile(), 'utf8')) as PagePlan
  } catch (error) {
    console.error(
      `✖ Pages: ${step} needs the page plan ${planFile()} (${(error as Error).message}). Run \`npm run build\`, which plans the pages first.`,
    )
    process.exit(1)
  }
}
