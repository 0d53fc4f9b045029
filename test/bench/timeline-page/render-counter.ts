/** The parts of a React fiber the counter reads. */
interface Fiber {
  tag: number
  flags: number
  alternate: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
  memoizedProps: Record<string, unknown> | null
}

const PERFORMED_WORK = 1
const FUNCTION_TAGS = new Set([0, 11, 14, 15])

declare global {
  interface Window {
    __onCommit?: (root: { current: Fiber }) => void
  }
}

/**
 * Counts renders of timeline clips from the fiber trees React commits (through the DevTools hook
 * installed in index.html): a clip is the function component whose first child is the button
 * with `data-layer-key`. It rendered in a commit when its fiber object differs from the one of
 * the previous commit and carries "performed work" (a bailed-out clip keeps its fiber, or is
 * cloned without that flag).
 */
export function countClipRenders() {
  const last = new Map<string, Fiber>()
  const counts = { commits: 0, updates: 0, mounts: 0, commitsWithRenders: [] as number[] }
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      const host = f.child
      if (
        FUNCTION_TAGS.has(f.tag) &&
        host?.memoizedProps &&
        typeof host.memoizedProps['data-layer-key'] === 'string' &&
        host.memoizedProps['className']?.toString().includes('ps-timeline__clip')
      ) {
        const key = host.memoizedProps['data-layer-key']
        const before = last.get(key)
        if (before !== f && f.flags & PERFORMED_WORK) {
          if (before) counts.updates++
          else counts.mounts++
        }
        last.set(key, f)
        continue
      }
      walk(f.child)
    }
  }
  window.__onCommit = (root) => {
    counts.commits++
    const before = counts.updates
    walk(root.current)
    if (counts.updates > before) counts.commitsWithRenders.push(counts.commits)
  }
  return {
    reset() {
      counts.commits = 0
      counts.updates = 0
      counts.mounts = 0
      counts.commitsWithRenders = []
    },
    get: () => ({ ...counts, commitsWithRenders: [...counts.commitsWithRenders] }),
  }
}
