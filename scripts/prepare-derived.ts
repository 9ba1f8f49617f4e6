import { drawSocialCards } from './og-images'
import { prepareFonts } from './prepare-fonts'
import { prepareMedia } from './prepare-media'

/**
 * `npm run media`: what the pages need from their content before `next build` reads them, in
 * one process that reads the corpus once: the font subset, the image variants, then the social
 * cards (drawn from the variants). Each comes from the build cache where its inputs are unchanged.
 */

const steps: [name: string, run: () => Promise<void>][] = [
  ['Fonts', prepareFonts],
  ['Media', prepareMedia],
  ['Social cards', drawSocialCards],
]

for (const [name, run] of steps) {
  try {
    await run()
  } catch (error) {
    console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
