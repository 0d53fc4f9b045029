import {
  describeValue,
  formatPath,
  tracksOfDocument,
  type EditorDocument,
  type Layer,
  type UpdateWaveformReq,
} from '@podscene/core'

/**
 * Where a waveform layer keeps the id of the API waveform it was saved to: `prop.waveform_id`, an
 * extension field (the spec's Layer has no waveform id). Core keeps unknown fields losslessly
 * (docs/architecture.md §3), so the link round-trips through Export, Import and the image template the API
 * stores.
 */
export const WAVEFORM_ID_PATH = ['prop', 'waveform_id'] as const

/** The linked waveform id of a layer: a positive integer at `prop.waveform_id`, else undefined. */
export function linkedWaveformId(layer: Layer): number | undefined {
  const id = (layer.prop as Record<string, unknown> | null | undefined)?.waveform_id
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export interface LinkedWaveform {
  /** Where the layer is, for messages: `scene.tracks[2].layers[0]`. */
  path: string
  layer: Layer
  id: number
}

/** `scene.tracks[t].layers[l]` (a bare scene: `tracks[t].layers[l]`), for messages. */
export function layerPathIn(document: EditorDocument, track: number, index: number): string {
  const base = 'scene' in document ? ['scene'] : []
  return formatPath([...base, 'tracks', track, 'layers', index])
}

/** Every waveform layer of the document that is linked to a waveform id, in document order. */
export function linkedWaveforms(document: EditorDocument): LinkedWaveform[] {
  return tracksOfDocument(document).flatMap((track, t) =>
    (track.layers ?? []).flatMap((layer, l) => {
      const id = layer.type === 'waveform' ? linkedWaveformId(layer) : undefined
      return id === undefined ? [] : [{ path: layerPathIn(document, t, l), layer, id }]
    }),
  )
}

export type WaveformBody = { ok: true; body: UpdateWaveformReq } | { ok: false; message: string }

/**
 * The PUT /waveforms body (spec §4.1, §2.6) for a waveform layer:
 * `{id, waveformNode: {w, h, prop: {audioPath, waveformConfig}}}` with the layer's own values.
 * A layer without `prop.waveformConfig` sends `{}` (the default look, as the spec's `{}`); a
 * missing or ill-typed `w`, `h` or `prop.audioPath` is refused naming the field (`where` is the
 * layer's path or name).
 */
export function waveformBodyOf(layer: Layer, id: number, where: string): WaveformBody {
  if (!Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, message: `waveform id: expected a positive integer, got ${String(id)}` }
  }
  if (layer.type !== 'waveform') {
    return { ok: false, message: `${where}: is a ${String(layer.type)} layer, not a waveform` }
  }
  const prop = (layer.prop ?? {}) as Record<string, unknown>
  const checks: [string, unknown, string][] = [
    ['w', layer.w, 'number'],
    ['h', layer.h, 'number'],
    ['prop.audioPath', prop.audioPath, 'string'],
  ]
  const wrong = checks.find(([, value, type]) => describeValue(value) !== type)
  if (wrong) {
    const [field, value, type] = wrong
    return {
      ok: false,
      message: `${where}.${field}: expected ${type}, got ${describeValue(value)}`,
    }
  }
  const config = prop.waveformConfig
  if (config !== undefined && describeValue(config) !== 'object') {
    return {
      ok: false,
      message: `${where}.prop.waveformConfig: expected object, got ${describeValue(config)}`,
    }
  }
  return {
    ok: true,
    body: {
      id,
      waveformNode: {
        w: layer.w!,
        h: layer.h!,
        prop: {
          audioPath: prop.audioPath as string,
          waveformConfig: (config ?? {}) as Record<string, unknown>,
        },
      },
    },
  }
}
