import type { Layer } from '../schema/layer.ts'

/**
 * `prop.textInfo.writingMode` and `textOrientation` (spec §2.3) as CSS reads them (issue 30).
 * `horizontal-tb`: lines left to right, stacked top to bottom (the default). `vertical-rl`:
 * columns top to bottom, stacked right to left (Chinese and Japanese vertical text);
 * `vertical-lr`: columns stacked left to right. In a vertical mode `textOrientation` says how
 * characters stand: `mixed` (default) upright CJK and sideways Latin (turned 90° clockwise),
 * `upright` every character upright, `sideways` every character turned. Unknown or absent values
 * are the defaults (the legacy `tb-rl` / `tb` / `tb-lr` spellings read as their CSS names).
 */
export type WritingMode = 'horizontal-tb' | 'vertical-rl' | 'vertical-lr'
export type TextOrientation = 'mixed' | 'upright' | 'sideways'

export const WRITING_MODES: readonly WritingMode[] = ['horizontal-tb', 'vertical-rl', 'vertical-lr']
export const TEXT_ORIENTATIONS: readonly TextOrientation[] = ['mixed', 'upright', 'sideways']

const WRITING_ALIASES: Readonly<Record<string, WritingMode>> = {
  'horizontal-tb': 'horizontal-tb',
  'lr-tb': 'horizontal-tb',
  lr: 'horizontal-tb',
  'vertical-rl': 'vertical-rl',
  'tb-rl': 'vertical-rl',
  tb: 'vertical-rl',
  'vertical-lr': 'vertical-lr',
  'tb-lr': 'vertical-lr',
}

/** A `writingMode` string as one of WRITING_MODES; unknown or absent → `horizontal-tb`. */
export function parseWritingMode(value: unknown): WritingMode {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return Object.hasOwn(WRITING_ALIASES, name) ? WRITING_ALIASES[name]! : 'horizontal-tb'
}

/** A `textOrientation` string as one of TEXT_ORIENTATIONS (`sideways-right` = `sideways`). */
export function parseTextOrientation(value: unknown): TextOrientation {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (name === 'upright') return 'upright'
  if (name === 'sideways' || name === 'sideways-right') return 'sideways'
  return 'mixed'
}

/** A text layer's writing mode and orientation (`prop.textInfo`). */
export function textWritingOf(layer: Layer): {
  mode: WritingMode
  orientation: TextOrientation
  vertical: boolean
} {
  const info = layer.prop?.textInfo
  const mode = parseWritingMode(info?.writingMode)
  return {
    mode,
    orientation: parseTextOrientation(info?.textOrientation),
    vertical: mode !== 'horizontal-tb',
  }
}
