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

/** Shallow equality of arrays and plain objects, for selectors that build them. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (const k of ka) {
    if (!Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false
  }
  return true
}
