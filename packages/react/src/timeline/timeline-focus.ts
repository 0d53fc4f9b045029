import type { RowModel } from './timeline-layout.ts'

export type ClipFocusMove = 'up' | 'down' | 'first' | 'last'

const MOVES: Record<string, ClipFocusMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
}

/** The focus move a key asks for (↑/↓ between tracks, Home/End along the track), or null. */
export function clipFocusMoveOf(event: {
  key: string
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
}): ClipFocusMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  return MOVES[event.key] ?? null
}

/**
 * Where focus goes from the clip `key` (roving tabindex over the clips): ↑/↓ to the clip of the
 * next track up / down with a clip that covers the focused clip's start, else the one starting
 * nearest to it (tracks without clips are skipped); Home/End to the earliest / latest clip of the
 * same track. Null when there is nowhere to go.
 */
export function clipFocusTarget(
  rows: readonly RowModel[],
  key: string,
  move: ClipFocusMove,
): string | null {
  const r = rows.findIndex((row) => row.clips.some((c) => c.key === key))
  if (r === -1) return null
  const from = rows[r]!.clips.find((c) => c.key === key)!
  if (move === 'first' || move === 'last') {
    const sorted = [...rows[r]!.clips].sort((a, b) => a.start - b.start || a.lane - b.lane)
    const to = move === 'first' ? sorted[0] : sorted[sorted.length - 1]
    return to && to.key !== key ? to.key : null
  }
  const step = move === 'up' ? -1 : 1
  for (let i = r + step; i >= 0 && i < rows.length; i += step) {
    const clips = rows[i]!.clips
    if (clips.length === 0) continue
    const covering = clips.find(
      (c) => c.start <= from.start && (c.end === null || c.end > from.start),
    )
    if (covering) return covering.key
    let best = clips[0]!
    for (const c of clips) {
      if (Math.abs(c.start - from.start) < Math.abs(best.start - from.start)) best = c
    }
    return best.key
  }
  return null
}

/** The clip that holds the timeline's one tab stop: the last focused, a selected one, the first. */
export function tabStopClip(
  rows: readonly RowModel[],
  active: string | null,
  selection: readonly string[],
): string | null {
  let first: string | null = null
  let selected: string | null = null
  for (const row of rows) {
    for (const clip of row.clips) {
      if (clip.key === active) return active
      first ??= clip.key
      if (selected === null && selection.includes(clip.key)) selected = clip.key
    }
  }
  return selected ?? first
}
