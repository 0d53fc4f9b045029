import type { LintContext, LintLayer } from './context.ts'
import { intersectRanges, mergeRanges, subtractRanges } from './sound-spans.ts'
import type { TimeRange } from './time-ranges.ts'
import { maxOf } from '../collections/bounded.ts'

/**
 * `subtitle-gap`: within a subtitle layer's span, a stretch longer than the threshold where no
 * drawn word is active while sound plays. Sound = audio layers, videos with volume, persons with
 * TTS audio; a scene with none is taken to speak from the first word to the last (image
 * templates get their speech at render time).
 */
export function checkSubtitleGap(ctx: LintContext, layer: LintLayer, sound: TimeRange[]): void {
  const subtitle = layer.entry.layer.subtitle
  if (!subtitle || subtitle.words.length === 0 || !layer.span || ctx.compiled.still) return
  const words = subtitle.words
  const speaking =
    sound.length > 0 ? sound : [{ start: words[0]!.start, end: maxOf(words.map((w) => w.end)) }]
  const covered = mergeRanges(words.map((w) => ({ start: w.start, end: w.end })))
  const region = intersectRanges([layer.span], speaking)
  const listField = layer.layer.subtitle?.word_seq?.length ? 'subtitle' : 'prop'
  for (const gap of subtractRanges(region, covered)) {
    const length = gap.end - gap.start
    if (length <= ctx.subtitleGapMs) continue
    const next = words.find((w) => w.start >= gap.end) ?? words[words.length - 1]!
    ctx.report({
      path: ctx.at(layer, listField, 'word_seq', next.index),
      code: 'subtitle-gap',
      message:
        `no word is shown for ${length} ms (${gap.start}–${gap.end} ms) while audio plays, longer than ${ctx.subtitleGapMs} ms: ` +
        `add or stretch words to cover it, or shorten the silence in the audio`,
      startMs: gap.start,
      endMs: gap.end,
    })
  }
}
