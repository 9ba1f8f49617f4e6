import { existsSync } from 'node:fs'
import { previewSetup } from '@/lib/content/preview/setup'

/**
 * Before the preview's build of minutes: a preview not set up names each missing variable at
 * once. The variables may come from the files Next reads, in its order; the environment wins.
 */
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env'])
  if (existsSync(file)) process.loadEnvFile(file)

const setup = previewSetup()
if (!setup.ok) {
  console.error(`✖ Preview: ${setup.problem}`)
  process.exit(1)
}
