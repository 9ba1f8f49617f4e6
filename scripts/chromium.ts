import { existsSync } from 'node:fs'

/**
 * The Chromium the end-to-end tests and the benchmark drive: CHROMIUM_PATH when set, else
 * Debian's at /usr/bin/chromium where it is installed, else the one `npx playwright install
 * chromium` put in Playwright's own folder (as on a CI runner).
 */
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
