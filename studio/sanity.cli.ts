import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  studioHost: undefined,
  deployment: { autoUpdates: false },
  typegen: {
    path: './lib/content/**/*.ts',
    schema: './lib/content/schema.json',
    generates: './lib/content/sanity.types.ts',
  },
})
