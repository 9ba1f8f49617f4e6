import { defineConfig, devices } from 'playwright/test'
import { chromiumFlags, chromiumPath } from '@/scripts/chromium'

// Another port where two checkouts test on one machine.
const port = Number(process.env.E2E_PORT ?? 4173)
const chromium = { executablePath: chromiumPath, args: chromiumFlags }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  // Cloudflare's local runtime serving out/ (scripts/serve.ts); it is up once the URL answers.
  webServer: {
    command: `PORT=${port} tsx scripts/serve.ts`,
    url: `http://localhost:${port}`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
