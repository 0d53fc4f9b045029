import type { Diagnostic } from '@podscene/core'
import type { InspectedLayer, InspectReport } from './report.ts'

const num = (v: number) => String(Math.round(v * 100) / 100)

export function formatDuration(ms: number): string {
  return ms === 0 ? '0 ms (still)' : `${num(ms)} ms (${num(ms / 1000)} s)`
}

function header(file: string, report: InspectReport): string[] {
  const { ratio, width, height } = report.canvas
  const assumed = report.canvasAssumed === null ? '' : ' (assumed)'
  const canvas = `${ratio} canvas ${width}×${height}${assumed}`
  const kind =
    report.kind === 'template'
      ? `template, aspect_ratio ${report.aspectRatio ?? '(none)'}, ${canvas}`
      : `scene, ${canvas}`
  return [`${file}: ${kind}`, `duration: ${formatDuration(report.durationMs)}`]
}

function diagnosticLines(diagnostics: readonly Diagnostic[]): string[] {
  if (diagnostics.length === 0) return ['diagnostics: none']
  return [
    `diagnostics: ${diagnostics.length}`,
    ...diagnostics.map((d) => `  ${d.severity.padEnd(7)} ${d.path}: ${d.message}`),
  ]
}

/** Duration, tracks, layer counts by type and diagnostics, one entry per printed line. */
export function formatSummary(file: string, report: InspectReport): string[] {
  const tracks = report.tracks.map(
    (t, i) =>
      `  [${i}] key ${JSON.stringify(t.key)}, index ${t.index ?? '(none)'}${t.type ? `, type ${t.type}` : ''}: ${t.layers} layer${t.layers === 1 ? '' : 's'}`,
  )
  const counts = Object.entries(report.layerCounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type} ${n}`)
  return [
    ...header(file, report),
    `tracks: ${report.tracks.length}`,
    ...tracks,
    `layers by type: ${counts.length > 0 ? counts.join(', ') : 'none'}`,
    ...diagnosticLines(report.diagnostics),
  ]
}

function layerLine(l: InspectedLayer): string {
  const parts = [
    `${l.visible ? '●' : '○'} ${l.track}/${l.key} (${l.type || 'no type'})`,
    `x=${num(l.x)} y=${num(l.y)} w=${num(l.w)} h=${num(l.h)} r=${num(l.r)} alpha=${num(l.alpha)} scale=${num(l.scale)}`,
  ]
  if (l.blur !== 0) parts.push(`blur=${num(l.blur)}`)
  if (l.volume !== 1) parts.push(`volume=${num(l.volume)}`)
  if (l.flip !== 'none') parts.push(`flip=${l.flip}`)
  if (l.crop) parts.push(`crop=${num(l.crop.x)},${num(l.crop.y)},${num(l.crop.w)},${num(l.crop.h)}`)
  for (const t of l.transitions) parts.push(`${t.source}=${t.effect}@${num(t.progress)}`)
  if (l.camera) {
    parts.push(
      `camera=${l.camera.type} ×${num(l.camera.scale)} (${num(l.camera.offsetX)},${num(l.camera.offsetY)})`,
    )
  }
  if (l.activeWord !== undefined) {
    parts.push(`word=${JSON.stringify(l.activeWord)} line=${JSON.stringify(l.line ?? null)}`)
  }
  return `  ${parts.join('  ')}`
}

/** Every layer's evaluated state at the report's time, in draw order, one entry per line. */
export function formatAtTime(file: string, report: InspectReport): string[] {
  const layers = report.layers ?? []
  const visible = layers.filter((l) => l.visible).length
  return [
    ...header(file, report),
    `at ${num(report.timeMs ?? 0)} ms: ${visible} of ${layers.length} layers visible (● visible, ○ hidden; draw order, bottom first)`,
    ...layers.map(layerLine),
    ...diagnosticLines(report.diagnostics),
  ]
}
