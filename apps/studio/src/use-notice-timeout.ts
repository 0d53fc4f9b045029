import { useEffect } from 'react'

/** How long an info toast stays (an error stays until dismissed). */
export const INFO_TOAST_MS = 8000

/** Clears an info notice INFO_TOAST_MS after it shows (a newer notice restarts the wait). */
export function useNoticeTimeout<T extends { kind: string }>(
  notice: T | null,
  clear: (next: null) => void,
) {
  useEffect(() => {
    if (!notice || notice.kind === 'error') return
    const timer = setTimeout(() => clear(null), INFO_TOAST_MS)
    return () => clearTimeout(timer)
  }, [notice, clear])
}
