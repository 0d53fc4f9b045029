import type { Layer } from '../schema/layer.ts'
import type { SceneContainer } from '../schema/track.ts'
import type { WordSeq } from '../schema/word-seq.ts'
import { parseEasing } from '../semantics/easing.ts'
import { isKnownTransition, isNoEffect, KNOWN_TRANSITIONS } from '../semantics/transitions.ts'
import { CAMERA_TYPES, isKnownCameraType } from '../semantics/camera.ts'
import { isKnownLayerKind, KNOWN_LAYER_KINDS } from '../semantics/layer-kinds.ts'
import { parseFlip } from '../semantics/flip.ts'
import { parseRadius } from '../semantics/radius.ts'
import { isAllowedMediaUrl } from '../semantics/media-url.ts'
import { layerOwnEnd, layerStart } from '../semantics/time.ts'

export type DiagnosticSeverity = 'error' | 'warning' | 'info'

export interface Diagnostic {
  /** Where, e.g. `tracks[1].layers[0].timeline.key_frames[2].func`. */
  path: string
  message: string
  severity: DiagnosticSeverity
}

export interface DiagnoseOptions {
  /** Prefix for every path, e.g. `scene` → `scene.tracks[0]…`. */
  pathPrefix?: string
}

type Report = (path: string, message: string, severity?: DiagnosticSeverity) => void

const quoted = (names: readonly string[]) => names.join(', ')

function effectName(report: Report, path: string, name: string | null | undefined, what: string) {
  if (isNoEffect(name) || isKnownTransition(name)) return
  report(path, `unknown ${what} "${name}" is ignored (known: ${quoted(KNOWN_TRANSITIONS)})`)
}

function diagnoseTimeline(report: Report, path: string, layer: Layer) {
  const timeline = layer.timeline
  if (!timeline) return
  const start = layerStart(layer)
  const end = layerOwnEnd(layer)
  if (end !== null && end <= start) {
    report(
      `${path}.timeline.end`,
      `end ${end} is not after start ${start}: the layer is never visible`,
    )
  }
  const span = end === null ? null : end - start
  timeline.key_frames?.forEach((kf, i) => {
    const at = `${path}.timeline.key_frames[${i}]`
    const easing = parseEasing(kf?.func)
    if (!easing.known) report(`${at}.func`, easing.problem ?? `invalid easing "${kf?.func}"`)
    const ts = kf?.timestamp
    if (typeof ts !== 'number') return
    if (ts < 0 || (span !== null && ts > span)) {
      const range = span === null ? '[0, ∞)' : `[0, ${span}]`
      report(
        `${at}.timestamp`,
        `keyframe at ${ts} ms is outside the layer's span ${range} (ms after its start)`,
      )
    }
  })
  const cross = timeline.cross
  cross?.in?.forEach((name, i) =>
    effectName(report, `${path}.timeline.cross.in[${i}]`, name, 'transition'),
  )
  cross?.out?.forEach((name, i) =>
    effectName(report, `${path}.timeline.cross.out[${i}]`, name, 'transition'),
  )
}

function diagnoseWords(report: Report, path: string, words: readonly WordSeq[] | null | undefined) {
  const timed = (words ?? [])
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => typeof word?.start === 'number' && typeof word?.end === 'number')
  for (const { word, index } of timed) {
    if ((word.end as number) < (word.start as number)) {
      report(
        `${path}[${index}]`,
        `word "${word.text ?? ''}" ends (${word.end}) before it starts (${word.start})`,
      )
    }
  }
  const sorted = [...timed].sort(
    (a, b) => (a.word.start as number) - (b.word.start as number) || a.index - b.index,
  )
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!
    const cur = sorted[i]!
    if ((cur.word.start as number) < (prev.word.end as number)) {
      report(
        `${path}[${cur.index}]`,
        `word "${cur.word.text ?? ''}" [${cur.word.start}, ${cur.word.end}) overlaps word ${prev.index} "${prev.word.text ?? ''}" [${prev.word.start}, ${prev.word.end})`,
      )
    }
  }
}

function diagnoseLayer(report: Report, path: string, layer: Layer) {
  if (layer.type !== null && layer.type !== undefined && !isKnownLayerKind(layer.type)) {
    report(
      `${path}.type`,
      `unknown layer type "${layer.type}" is kept and drawn as a placeholder (known: ${quoted(KNOWN_LAYER_KINDS)})`,
      'info',
    )
  }
  diagnoseTimeline(report, path, layer)
  const anim = layer.prop?.animationInfo
  for (const phase of ['enter', 'leave', 'cycle'] as const) {
    effectName(
      report,
      `${path}.prop.animationInfo.${phase}.effectType`,
      anim?.[phase]?.effectType,
      'animation effect',
    )
  }
  const camera = layer.moving_camera?.type
  if (!isNoEffect(camera) && !isKnownCameraType(camera)) {
    report(
      `${path}.moving_camera.type`,
      `unknown camera type "${camera}" is ignored (known: ${quoted(CAMERA_TYPES)})`,
    )
  }
  if (parseFlip(layer.flip) === null) {
    report(
      `${path}.flip`,
      `unknown flip "${layer.flip}" is treated as none (known: "", horizontal, vertical, both, x, y, xy)`,
    )
  }
  if (parseRadius(layer.radius) === null) {
    report(`${path}.radius`, `radius "${layer.radius}" is not "12", "12px" or "50%"; treated as 0`)
  }
  for (const field of ['path', 'preview_path'] as const) {
    const url = layer[field]
    if (typeof url === 'string' && url !== '' && !isAllowedMediaUrl(url)) {
      report(
        `${path}.${field}`,
        `media URL is not allowed (only https:, http:, blob:, data:image/*): "${url.slice(0, 80)}"`,
      )
    }
  }
  const fontUrl = layer.subtitle?.font_family?.url
  if (typeof fontUrl === 'string' && fontUrl !== '' && !isAllowedMediaUrl(fontUrl)) {
    report(
      `${path}.subtitle.font_family.url`,
      `font URL is not allowed (only https:, http:, blob:, data:image/*)`,
    )
  }
  diagnoseWords(report, `${path}.subtitle.word_seq`, layer.subtitle?.word_seq)
  diagnoseWords(report, `${path}.prop.word_seq`, layer.prop?.word_seq)
}

/**
 * Problems that evaluation works around: unknown easing, effect, camera and layer type names,
 * keyframes outside the layer's span, overlapping words, refused URLs. Never throws.
 */
export function diagnoseScene(scene: SceneContainer, options: DiagnoseOptions = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const report: Report = (path, message, severity = 'warning') =>
    diagnostics.push({ path, message, severity })
  const root = options.pathPrefix ? `${options.pathPrefix}.tracks` : 'tracks'
  scene.tracks?.forEach((track, t) => {
    track?.layers?.forEach((layer, l) => {
      if (layer) diagnoseLayer(report, `${root}[${t}].layers[${l}]`, layer)
    })
  })
  return diagnostics
}
