import { defineCliConfig } from 'sanity/cli'
import { missingForStudio } from '@/lib/setup/editorSetup'
import { setupPageHeaders, setupPageHtml } from '@/lib/setup/setupPage'
import { dataset, projectId } from '@/studio/env'

const setupProblem = missingForStudio(process.env)
// `npm run typegen:check` writes elsewhere, so it can run beside checks that read these files.
const generatedDir = process.env.TYPEGEN_DIR ?? './lib/content'

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: './lib/content/**/*.ts',
    schema: `${generatedDir}/schema.json`,
    generates: `${generatedDir}/sanity.types.ts`,
  },
  // Without its project the Studio would open on "Network error": `sanity dev` says at start what
  // to set, and shows it instead of the Studio. A build without one still checks the schema.
  vite: (config, { command }) => {
    if (!setupProblem || command !== 'serve') return config
    console.warn(setupProblem)
    return {
      ...config,
      plugins: [
        {
          name: 'studio-setup-screen',
          enforce: 'pre',
          configureServer: (server) => {
            server.middlewares.use((request, response, next) => {
              if (request.method !== 'GET' || !request.headers.accept?.includes('text/html'))
                return next()
              response
                .writeHead(503, setupPageHeaders)
                .end(setupPageHtml('The Studio is not set up yet', setupProblem))
            })
          },
        },
        ...(config.plugins ?? []),
      ],
    }
  },
})
