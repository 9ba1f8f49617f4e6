import { mkdir, readFile, writeFile } from 'node:fs/promises'

/**
 * Writes the latest figures into docs/PERFORMANCE.md between its two markers, keeping what the
 * team wrote around them (comparisons of earlier runs, decisions taken on the figures).
 */

const file = 'docs/PERFORMANCE.md'
const start = '<!-- bench:latest:start -->'
const end = '<!-- bench:latest:end -->'

export async function recordFigures(report: string): Promise<void> {
  const date = new Date().toISOString().slice(0, 10)
  const section = `${start}\n\n## Latest figures\n\nMeasured ${date} with \`npm run bench\` on a 2-core, 24 GiB machine (Debian Chromium, Node 24).\n\n${report}\n\n${end}`
  const existing = await readFile(file, 'utf8').catch(() => `# Performance\n\n${start}\n${end}\n`)
  const from = existing.indexOf(start)
  const to = existing.indexOf(end)
  if (from < 0 || to < from)
    throw new Error(
      `${file} has lost its markers (${start} … ${end}); put them back where the latest figures go.`,
    )
  await mkdir('docs', { recursive: true })
  await writeFile(file, `${existing.slice(0, from)}${section}${existing.slice(to + end.length)}`)
}
