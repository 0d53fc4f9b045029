import type { WordSeq } from '@podscene/core'
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js'
import { formatTime } from '../lib/time-format.ts'

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
  // Already drawn (wavesurfer's 'ready' after a click asks again): the same elements stay, so a
  // double-click's second click lands on the region its first one hit.
  if (drawnAlready(regions, words, options.readOnly)) {
    showFocusedWord(regions, options.focused)
    return
  }
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
      color: wordColor(index === options.focused),
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

const wordColor = (focused: boolean) =>
  focused ? 'rgba(255, 170, 0, 0.45)' : 'rgba(80, 140, 255, 0.28)'

/**
 * Marks the focused word on the regions drawn, in place: redrawing them all would replace the
 * element under the pointer between the two clicks of a double-click, which then never arrives.
 */
export function showFocusedWord(regions: Regions, focused: number | null): void {
  for (const region of regions.getRegions()) {
    const index = Number(region.id.replace('word-', ''))
    const on = index === focused
    region.setOptions({ color: wordColor(on) })
    if (on) region.element?.setAttribute('aria-pressed', 'true')
    else region.element?.removeAttribute('aria-pressed')
  }
}

/** Whether the regions drawn are exactly `words` (ids, times, texts, editability). */
function drawnAlready(regions: Regions, words: readonly WordSeq[], readOnly: boolean): boolean {
  const drawn = regions.getRegions()
  const wanted = words.flatMap((word, index) => (timed(word) ? [{ word, index }] : []))
  if (drawn.length !== wanted.length) return false
  return wanted.every(({ word, index }, i) => {
    const region = drawn[i]!
    return (
      region.id === `word-${index}` &&
      Math.abs(region.start - word.start / 1000) < 1e-6 &&
      Math.abs(region.end - Math.max(word.end, word.start + 1) / 1000) < 1e-6 &&
      region.drag === !readOnly &&
      (region.content?.textContent ?? '') === (word.text ?? '') &&
      region.element?.getAttribute('aria-label') === wordRegionLabel(word)
    )
  })
}
