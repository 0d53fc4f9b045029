// Apart from crop-frame.ts: the crop action and the canvas need only this, and the crop
// overlay's geometry then loads with the overlay.

/** Layer kinds crop mode works on. */
export const CROPPABLE_KINDS: ReadonlySet<string> = new Set(['image', 'video'])

/** Whether crop mode works on a layer: an image or video, not rotated (the overlay is unrotated). */
export function isCroppable(layer: { type?: string | null; r?: number | null }): boolean {
  return CROPPABLE_KINDS.has(layer.type ?? '') && !layer.r
}
