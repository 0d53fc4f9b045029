/**
 * A zoom gesture in progress (Ctrl/Cmd+wheel, pinch) drawn without laying the timeline out
 * again: the lanes, the ruler and the playhead are transformed `translateX(tx) scaleX(scale)` in
 * the lanes' coordinates, so a lanes pixel `p` of the committed zoom shows at `tx + p * scale`.
 * When the gesture settles, the zoom is committed once (clips laid out at the new px per ms).
 */
export interface ZoomPreview {
  /** The committed zoom (px per ms) the lanes are laid out at. */
  basePxPerMs: number
  scale: number
  /** Horizontal shift in lanes px. */
  tx: number
}

export const NO_PREVIEW = (basePxPerMs: number): ZoomPreview => ({ basePxPerMs, scale: 1, tx: 0 })

/**
 * The preview after zooming to `pxPerMs` about `x` (lanes px, the scroll offset included): the
 * time under `x` stays under it. The shift never brings time 0 right of the lanes' left edge
 * scrolled to `scrollLeft`, so that committing never needs a negative scroll.
 */
export function zoomPreviewAbout(
  preview: ZoomPreview,
  pxPerMs: number,
  x: number,
  scrollLeft: number,
): ZoomPreview {
  const layoutPx = (x - preview.tx) / preview.scale
  const scale = pxPerMs / preview.basePxPerMs
  return { basePxPerMs: preview.basePxPerMs, scale, tx: Math.min(scrollLeft, x - layoutPx * scale) }
}

/** The zoom a preview stands for (px per ms). */
export const previewPxPerMs = (preview: ZoomPreview) => preview.basePxPerMs * preview.scale

/** The scroll offset that shows, once committed, what the preview shows at `scrollLeft`. */
export const committedScrollLeft = (preview: ZoomPreview, scrollLeft: number) =>
  Math.max(0, Math.round(scrollLeft - preview.tx))

/**
 * Whether the preview shows lanes px outside `[mountedFrom, mountedTo]` (committed lanes px)
 * where clips are mounted: zooming out past them must be committed, not stretched.
 */
export function previewLeavesMounted(
  preview: ZoomPreview,
  viewFrom: number,
  viewTo: number,
  mountedFrom: number,
  mountedTo: number,
): boolean {
  const from = (viewFrom - preview.tx) / preview.scale
  const to = (viewTo - preview.tx) / preview.scale
  return from < mountedFrom || to > mountedTo
}
