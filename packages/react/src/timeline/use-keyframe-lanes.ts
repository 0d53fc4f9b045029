import { useCallback, useMemo, useState } from 'react'
import type { ClipModel, RowModel } from './timeline-layout.ts'

/** Which clips show their keyframe lane (timeline session state, never in the document). */
export function useKeyframeLanes() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = useCallback((key: string) => {
    setOpen((was) => {
      const next = new Set(was)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }, [])
  return useMemo(
    () => ({
      isOpen: (key: string) => open.has(key),
      toggle,
      /** A row's clips whose lane is open and that still have keyframes, in the row's order. */
      openIn: (row: RowModel): ClipModel[] =>
        open.size === 0 ? [] : row.clips.filter((c) => open.has(c.key) && c.keyframes.length > 0),
    }),
    [open, toggle],
  )
}
