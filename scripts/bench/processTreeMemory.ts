import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * The memory a process and all its descendants hold at once (resident set, summed), sampled
 * every 250 ms until `stop()`, which returns the largest sum in MiB. GNU time's %M counts
 * one process, and only those their parents waited for: Pagefind's indexer, started by a Node
 * library and stopped, not waited for, went unseen there. Linux only (reads /proc); null
 * elsewhere.
 */
export function watchProcessTreeMemory(rootPid: number): { stop: () => number | null } {
  if (!existsSync('/proc/self/status')) return { stop: () => null }
  let peakKiB = 0
  const sample = () => {
    peakKiB = Math.max(peakKiB, treeResidentKiB(rootPid))
  }
  sample()
  const timer = setInterval(sample, 250)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.round(peakKiB / 1024)
    },
  }
}

function treeResidentKiB(rootPid: number): number {
  const children = new Map<string, string[]>()
  const resident = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let status
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8')
    } catch {
      continue // The process has gone meanwhile.
    }
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
