import { drawSocialCards } from '@/scripts/pipeline/ogImages'
import { prepareFonts } from '@/scripts/pipeline/prepareFonts'
import { prepareMedia } from '@/scripts/pipeline/prepareMedia'

/**
 * `npm run media`: the font subset, the image variants, then the social cards (drawn from the
 * variants), in one process that reads the corpus once. `fonts`, `media`, `cards`: only those.
 */

const steps: [key: string, name: string, run: () => Promise<void>][] = [
  ['fonts', 'Fonts', prepareFonts],
  ['media', 'Media', prepareMedia],
  ['cards', 'Social cards', drawSocialCards],
]

const wanted = process.argv.slice(2)
const unknown = wanted.filter((key) => !steps.some(([known]) => known === key))
if (unknown.length > 0) {
  console.error(
    `✖ No step named ${unknown.join(', ')}; the steps are ${steps.map(([key]) => key).join(', ')}.`,
  )
  process.exit(2)
}

for (const [key, name, run] of steps) {
  if (wanted.length > 0 && !wanted.includes(key)) continue
  try {
    await run()
  } catch (error) {
    console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
