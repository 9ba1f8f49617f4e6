import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createStaticServer } from './staticServer'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
  },
})

if (!existsSync(values.dir)) {
  console.error(`No ${values.dir}/ to serve. Run \`npm run build\` first.`)
  process.exit(1)
}

const port = Number(values.port)
createStaticServer(values.dir).listen(port, 'localhost', () => {
  console.log(`Serving ${values.dir}/ on http://localhost:${port}`)
})
