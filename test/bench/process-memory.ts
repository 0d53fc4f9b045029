// Memory of processes from /proc (Linux), for benches that watch Chromium or the CLI.
import { readFileSync, readdirSync } from 'node:fs'

/** A field of /proc/<pid>/status in kB (0 when the process is gone). */
export function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    )
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** Every process below `root` (children, grandchildren, …) from /proc. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)])
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = []
  const todo = [...(parents.get(root) ?? [])]
  while (todo.length) {
    const pid = todo.pop()!
    out.push(pid)
    todo.push(...(parents.get(pid) ?? []))
  }
  return out
}
