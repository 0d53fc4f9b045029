export const KNOWN_LAYER_KINDS = [
  'image',
  'video',
  'text',
  'subtitle',
  'shape',
  'waveform',
  'audio',
  'person',
  'color',
] as const

export type KnownLayerKind = (typeof KNOWN_LAYER_KINDS)[number]

/** Any other `Layer.type` is kept as is and drawn as a labelled placeholder. */
export function isKnownLayerKind(type: string | null | undefined): type is KnownLayerKind {
  return (KNOWN_LAYER_KINDS as readonly string[]).includes(type ?? '')
}
