import { readPlanFile, type PagePlan } from '@/lib/pagePlan/pagePlan'

/** The plan scripts/steps/pagePlan.ts wrote for this build; a step run without one stops, named. */
export function readPlan(step: string): PagePlan {
  try {
    return readPlanFile()
  } catch (error) {
    console.error(`✖ Pages: ${step}: ${(error as Error).message}`)
    process.exit(1)
  }
}
