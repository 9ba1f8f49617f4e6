import { existsSync } from 'node:fs'

/** The tests' and the bench's Chromium: CHROMIUM_PATH, Debian's, else Playwright's own. */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** No sandbox or GPU on these machines, and no background traffic to disturb tests or timings. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
