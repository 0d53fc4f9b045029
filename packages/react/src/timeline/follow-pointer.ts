/** What a pointer followed from its press reports. */
export interface FollowedPointer {
  move(event: PointerEvent): void
  /** Released: the gesture commits. */
  up(event: PointerEvent): void
  /** pointercancel or Escape: the gesture is dropped, nothing written. */
  cancel(): void
}

/**
 * The one pointer lifecycle of the timeline's controls: from a press, follows pointer `id` on
 * the window until it is released (`up`) or taken away — the browser's pointercancel and Escape
 * both `cancel`, and that Escape is used up (no other handler sees it). Returns `stop`, which
 * removes the listeners without reporting (an unmount).
 */
export function followPointer(id: number, on: FollowedPointer): () => void {
  const move = (e: PointerEvent) => {
    if (e.pointerId === id) on.move(e)
  }
  const up = (e: PointerEvent) => {
    if (e.pointerId !== id) return
    stop()
    on.up(e)
  }
  const cancel = (e: PointerEvent) => {
    if (e.pointerId !== id) return
    stop()
    on.cancel()
  }
  const escape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    stop()
    on.cancel()
  }
  const stop = () => {
    window.removeEventListener('pointermove', move)
    window.removeEventListener('pointerup', up)
    window.removeEventListener('pointercancel', cancel)
    window.removeEventListener('keydown', escape, true)
  }
  window.addEventListener('pointermove', move)
  window.addEventListener('pointerup', up)
  window.addEventListener('pointercancel', cancel)
  window.addEventListener('keydown', escape, true)
  return stop
}
