import { readPlanFile, type PagePlan } from '../../lib/build/pagePlan'

/** The plan scripts/plan-pages.ts wrote for this build; a step run without one stops, named. */
export function readPlan(step: string): PagePlan {
  try {
    return readPlanFile()
  } catch (error) {
    console.error(`✖ Pages: ${step}: ${(error as Error).message}`)
    process.exit(1)
  }
}
