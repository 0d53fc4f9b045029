import type { WordSeq } from '@podscene/core'
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js'
import { formatTime } from '../timeline/time-format.ts'

type Regions = ReturnType<typeof RegionsPlugin.create>

const timed = (w: WordSeq): w is WordSeq & { start: number; end: number } =>
  typeof w.start === 'number' && typeof w.end === 'number'

/** The accessible name of a word region: its text and its span. */
export function wordRegionLabel(word: WordSeq): string {
  const text = (word.text ?? '').trim()
  if (!timed(word)) return text
  return `${text} ${formatTime(word.start)}–${formatTime(word.end)}`
}

/**
 * Draws the words as wavesurfer regions (seconds), replacing the previous ones: each region is a
 * focusable element with `data-word-index` and an accessible name, draggable and resizable
 * unless `readOnly`. Words without times are skipped.
 */
export function showWordRegions(
  regions: Regions,
  words: readonly WordSeq[],
  options: { readOnly: boolean; focused: number | null },
): void {
  regions.clearRegions()
  words.forEach((word, index) => {
    if (!timed(word)) return
    const region = regions.addRegion({
      id: `word-${index}`,
      start: word.start / 1000,
      end: Math.max(word.end, word.start + 1) / 1000,
      content: word.text ?? '',
      drag: !options.readOnly,
      resize: !options.readOnly,
      color: index === options.focused ? 'rgba(255, 170, 0, 0.45)' : 'rgba(80, 140, 255, 0.28)',
    })
    const el = region.element
    if (el) {
      el.setAttribute('data-word-index', String(index))
      el.setAttribute('role', 'button')
      el.setAttribute('aria-label', wordRegionLabel(word))
      el.tabIndex = -1
      if (index === options.focused) el.setAttribute('aria-pressed', 'true')
    }
  })
}
