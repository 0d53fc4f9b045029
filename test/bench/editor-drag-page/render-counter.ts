/** The parts of a React fiber the counter reads. */
interface Fiber {
  tag: number
  flags: number
  type: unknown
  child: Fiber | null
  sibling: Fiber | null
}

const PERFORMED_WORK = 1
const FUNCTION_TAGS = new Set([0, 11, 14, 15])

/** The page's DevTools hook calls this (not a global declaration: timeline-page has its own). */
const hook = window as unknown as { __onCommit?: (root: { current: Fiber }) => void }

function nameOf(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name
  if (type && typeof type === 'object') {
    const t = type as { displayName?: string; render?: unknown; type?: unknown }
    return t.displayName ?? nameOf(t.render ?? t.type)
  }
  return '?'
}

/**
 * Counts function-component renders by name from the fiber trees React and react-konva commit
 * (through the DevTools hook in index.html): a fiber rendered in a commit when it was not in the
 * previous committed tree (a new work-in-progress fiber) and carries "performed work" (a bail-out
 * clones it without that flag, an untouched subtree keeps its old fibers).
 */
export function countRenders() {
  let previous = new Map<unknown, Set<Fiber>>()
  const counts = new Map<string, number>()
  let commits = 0
  hook.__onCommit = (root) => {
    commits++
    const seen = new Set<Fiber>()
    const before = previous.get(root) ?? new Set<Fiber>()
    const walk = (fiber: Fiber | null) => {
      for (let f = fiber; f; f = f.sibling) {
        seen.add(f)
        if (FUNCTION_TAGS.has(f.tag) && f.flags & PERFORMED_WORK && !before.has(f)) {
          const name = nameOf(f.type)
          counts.set(name, (counts.get(name) ?? 0) + 1)
        }
        walk(f.child)
      }
    }
    walk(root.current)
    previous = new Map(previous).set(root, seen)
  }
  return {
    reset() {
      counts.clear()
      commits = 0
    },
    get: () => ({ commits, renders: Object.fromEntries(counts) }),
    stop() {
      hook.__onCommit = undefined
    },
  }
}
