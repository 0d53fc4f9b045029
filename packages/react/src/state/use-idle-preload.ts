import { useEffect } from 'react'
import { whenIdle } from '../lib/when-idle.ts'

/**
 * Runs `preload` once the page is idle after mount (at most ~2 s later): code loaded on first use
 * is fetched before the user asks for it, without delaying the first paint.
 */
export function useIdlePreload(preload: () => void): void {
  useEffect(() => whenIdle(preload), [preload])
}
