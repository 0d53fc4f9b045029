/**
 * Runs `task` once the page is idle (at most ~2 s later; 200 ms where requestIdleCallback is
 * missing) and returns its cancel: code loaded on first use is fetched before the user asks for
 * it, without delaying the first paint.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}
