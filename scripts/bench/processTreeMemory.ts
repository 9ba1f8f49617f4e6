import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * The memory a process and all its descendants hold at once (resident set, summed), sampled
 * every `intervalMs` until `stop()`, which returns the largest sum in MiB. GNU time's %M counts
 * one process, and only those their parents waited for: Pagefind's indexer, started by a Node
 * library and stopped, not waited for, went unseen there. Linux only (reads /proc); null
 * elsewhere.
 */
export function watchProcessTreeMemory(
  rootPid: number,
  intervalMs = 250,
): { stop: () => number | null } {
  if (!existsSync('/proc/self/status')) return { stop: () => null }
  let peakKiB = 0
  const sample = () => {
    peakKiB = Math.max(peakKiB, treeResidentKiB(rootPid))
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.round(peakKiB / 1024)
    },
  }
}

/** Reads one /proc file, or null when the process has gone meanwhile. */
function procFile(pid: string, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null
  }
}

function treeResidentKiB(rootPid: number): number {
  const children = new Map<string, string[]>()
  const resident = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const status = procFile(pid, 'status')
    if (!status) continue
    const parent = /^PPid:\s+(\d+)/m.exec(status)?.[1]
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid])
    resident.set(pid, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0))
  }
  let total = 0
  const pending = [String(rootPid)]
  while (pending.length) {
    const pid = pending.pop()!
    total += resident.get(pid) ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}
