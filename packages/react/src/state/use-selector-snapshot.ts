import { useCallback, useRef, useSyncExternalStore } from 'react'

interface Store<S> {
  getState(): S
  subscribe(listener: () => void): () => void
}

/**
 * `useSyncExternalStore` over a selector: the selected value keeps its identity while `isEqual`
 * holds, so components re-render only when what they read changed.
 */
export function useStoreSelector<S, T>(
  store: Store<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null)
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store])
  const getSnapshot = () => {
    const state = store.getState()
    const last = cache.current
    if (last && last.state === state && last.selector === selector) return last.value
    const next = selector(state)
    const value = last && isEqual(last.value, next) ? last.value : next
    cache.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
