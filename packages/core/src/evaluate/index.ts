/**
 * Scene evaluation at time t (pure, no DOM).
 *
 * - `compileScene(scene, previous?)` sorts keyframes on copies, resolves easing functions and
 *   groups properties animated by the same keyframes into flat typed arrays. Per-layer
 *   compilation is cached in a WeakMap keyed by the layer object, so after an immer edit only
 *   changed layers recompile; unchanged tracks are reused whole from `previous`.
 * - `evaluateScene(compiled, t)` returns every layer's `EvaluatedLayer` in draw order (tracks by
 *   ascending `index`, stable for ties, then layers in array order). Keyframe segments are found
 *   by binary search, starting from a per-group cursor so scrubbing finds the segment in O(1).
 * - Partially specified keyframes: each property is interpolated only between the keyframes that
 *   give it a number; a keyframe without `x` is not an x keyframe. Between two x keyframes the
 *   earlier one's `func` eases; before the first and after the last x keyframe x holds; with no
 *   x keyframe at all x is the layer's own `x` (null = absent → defaults: 0, alpha/volume/scale 1).
 * - Cubic-bezier curves (`ease`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(a,b,c,d)`)
 *   use the `bezier-easing` package (v3, an algebraic solver; the curve CSS uses). `step`/`hold`
 *   keep the earlier keyframe's value until the next keyframe.
 * - alpha and volume are clamped to 0–1 and blur to ≥ 0 after easing (bezier curves overshoot).
 * - `visibleLayersAt` uses a bucketed interval index built on first use.
 * - `diagnoseScene` lists what evaluation worked around; evaluation itself never throws.
 */
export * from './types.ts'
export { compileScene } from './compile.ts'
export type { CompiledScene, CompiledTrack, DrawEntry } from './compile.ts'
export { compileLayer } from './compile-layer.ts'
export type { CompiledLayer } from './compile-layer.ts'
export { evaluateScene, evaluateEntry, visibleEntriesAt, visibleLayersAt } from './evaluate.ts'
export type { EvaluateOptions, VisibleLayerRef } from './evaluate.ts'
export { sceneDuration, layerExtent, layerExtents, wordsExtent, audioExtent } from './timing.ts'
export type { LayerExtent, LayerExtentEntry } from './timing.ts'
export { diagnoseScene } from './diagnostics.ts'
export type { Diagnostic, DiagnosticSeverity, DiagnoseOptions } from './diagnostics.ts'
export { splitLines, joinWords, wordsOfLayer } from './subtitles.ts'
