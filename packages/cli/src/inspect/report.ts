import { canvasOfDocument, compileScene, diagnoseScene, evaluateScene } from '@podscene/core'
import type {
  AssumedCanvasReason,
  Diagnostic,
  EvaluatedLayer,
  TemplateDocument,
} from '@podscene/core'

/** One layer of `inspect --at --json`. */
/** The evaluated fields `inspect` prints, as `EvaluatedLayer` defines them. */
type EvaluatedFields = Pick<
  EvaluatedLayer,
  | 'key'
  | 'type'
  | 'visible'
  | 'x'
  | 'y'
  | 'w'
  | 'h'
  | 'r'
  | 'alpha'
  | 'scale'
  | 'blur'
  | 'volume'
  | 'flip'
  | 'crop'
  | 'transitions'
  | 'camera'
>

export interface InspectedLayer extends EvaluatedFields {
  track: string
  /** Where the layer is stored, e.g. `scene.tracks[1].layers[0]`. */
  path: string
  /** Subtitle layers only. */
  activeWord?: string | null
  activeWordIndex?: number | null
  line?: string | null
}

export interface TrackSummary {
  index: number | null
  key: string
  type: string | null
  layers: number
}

export interface InspectReport {
  /** The evaluated instant (ms), or null for a summary. */
  timeMs: number | null
  durationMs: number
  still: boolean
  kind: TemplateDocument['kind']
  aspectRatio: number | null
  /** Core's canvas rule (`canvasOfDocument`): the stated ratio's canvas, else 16:9. */
  canvas: { width: number; height: number; ratio: string }
  /** Why the canvas was assumed (`no-aspect-ratio`, `unknown-aspect-ratio`), null when stated. */
  canvasAssumed: AssumedCanvasReason | null
  /** Tracks in stored order. */
  tracks: TrackSummary[]
  layerCounts: Record<string, number>
  /** Every layer in draw order (only with a time). */
  layers?: InspectedLayer[]
  diagnostics: Diagnostic[]
}

function inspectedLayer(layer: EvaluatedLayer, root: string): InspectedLayer {
  const out: InspectedLayer = {
    track: layer.trackKey,
    key: layer.key,
    type: layer.type,
    path: `${root}tracks[${layer.trackIndex}].layers[${layer.layerIndex}]`,
    visible: layer.visible,
    x: layer.x,
    y: layer.y,
    w: layer.w,
    h: layer.h,
    r: layer.r,
    alpha: layer.alpha,
    scale: layer.scale,
    blur: layer.blur,
    volume: layer.volume,
    flip: layer.flip,
    crop: layer.crop,
    transitions: layer.transitions,
    camera: layer.camera,
  }
  if (layer.subtitle) {
    out.activeWord = layer.subtitle.activeWord
    out.activeWordIndex = layer.subtitle.activeWordIndex
    out.line = layer.subtitle.line?.text ?? null
  }
  return out
}

/** What `inspect` reports for a parsed document, at `timeMs` or (null) as a summary. */
export function inspectDocument(doc: TemplateDocument, timeMs: number | null): InspectReport {
  const scene = doc.scene
  const root = doc.kind === 'template' ? 'scene.' : ''
  const compiled = compileScene(scene)
  const aspectRatio = doc.kind === 'template' ? (doc.document.aspect_ratio ?? null) : null
  const canvas = canvasOfDocument(doc.document)
  const layerCounts: Record<string, number> = {}
  for (const entry of compiled.entries) {
    const type = entry.layer.type === '' ? '(no type)' : entry.layer.type
    layerCounts[type] = (layerCounts[type] ?? 0) + 1
  }
  const diagnostics = diagnoseScene(scene, root ? { pathPrefix: 'scene' } : {})
  return {
    timeMs,
    durationMs: compiled.durationMs,
    still: compiled.still,
    kind: doc.kind,
    aspectRatio,
    canvas: canvas.size,
    canvasAssumed: canvas.assumed,
    tracks: (scene.tracks ?? []).map((track) => ({
      index: track?.index ?? null,
      key: track?.key ?? '',
      type: track?.type ?? null,
      layers: track?.layers?.length ?? 0,
    })),
    layerCounts,
    ...(timeMs === null
      ? {}
      : { layers: evaluateScene(compiled, timeMs).map((layer) => inspectedLayer(layer, root)) }),
    diagnostics,
  }
}
