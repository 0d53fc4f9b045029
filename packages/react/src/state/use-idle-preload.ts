import { useEffect } from 'react'

/**
 * Runs `preload` once the page is idle after mount (at most ~2 s later): code loaded on first use
 * is fetched before the user asks for it, without delaying the first paint.
 */
export function useIdlePreload(preload: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(preload, 200)
    return () => clearTimeout(id)
  }, [preload])
}
