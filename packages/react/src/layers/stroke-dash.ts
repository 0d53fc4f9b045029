/** Konva dash pattern for a stroke type: `dashed`, `dotted`, anything else solid. */
export function strokeDash(
  strokeType: string | null | undefined,
  strokeWidth: number,
): number[] | undefined {
  const width = Math.max(1, strokeWidth)
  const type = strokeType?.trim().toLowerCase()
  if (type === 'dashed' || type === 'dash') return [width * 3, width * 2]
  if (type === 'dotted' || type === 'dot') return [0.001, width * 2]
  return undefined
}
