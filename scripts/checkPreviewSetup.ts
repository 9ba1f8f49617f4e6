import { existsSync } from 'node:fs'
import { previewSetup } from '@/lib/content/preview/setup'

/**
 * `npm run preview` runs this before its build of several minutes: a preview that is not set up
 * says so at once, naming every missing variable. The variables may come from the files Next
 * reads for a production build, in Next's order; the environment wins, as it does for Next.
 */
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env'])
  if (existsSync(file)) process.loadEnvFile(file)

const setup = previewSetup()
if (!setup.ok) {
  console.error(`✖ Preview: ${setup.problem}`)
  process.exit(1)
}
