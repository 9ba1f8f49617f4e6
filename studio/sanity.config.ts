import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { studioTypes, singletonTypes } from '@/schemas'
import { dataset, previewUrl, projectId } from '@/studio/env'
import { resolve } from '@/studio/presentation'
import { structure } from '@/studio/structure'

const singletons = new Set<string>(singletonTypes)

export default defineConfig({
  name: 'default',
  title: 'HR Leadership Brief',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Drafts beside the document being edited, from the preview server (`npm run preview`).
    presentationTool({
      previewUrl: {
        origin: previewUrl,
        previewMode: { enable: '/api/draft-mode/enable' },
      },
      resolve,
    }),
  ],
  schema: {
    types: studioTypes,
    // Singletons are opened from the desk and messages come from the form: neither is created
    // from the "new document" menu.
    templates: (templates) =>
      templates.filter(
        ({ schemaType }) => !singletons.has(schemaType) && schemaType !== 'contactMessage',
      ),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(
            ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
          )
        : actions,
  },
})
