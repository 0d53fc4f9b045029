import { wordsOfLayer } from '../evaluate/subtitles.ts'
import type { LintContext, LintLayer } from './context.ts'

const timed = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/** `word-overlap`: two timed words of a layer whose [start, end) overlap. */
export function checkWordOverlap(ctx: LintContext, layer: LintLayer): void {
  const list = wordsOfLayer(layer.layer)
  if (list.length < 2) return
  const listField = layer.layer.subtitle?.word_seq?.length ? 'subtitle' : 'prop'
  const words = list
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => timed(word?.start) && timed(word?.end) && word.end! > word.start!)
    .sort((a, b) => a.word.start! - b.word.start! || a.index - b.index)
  let latest = words[0]
  for (let i = 1; i < words.length; i++) {
    const cur = words[i]!
    const prev = latest!
    if (cur.word.start! < prev.word.end!) {
      const end = Math.min(prev.word.end!, cur.word.end!)
      ctx.report({
        path: ctx.at(layer, listField, 'word_seq', cur.index),
        code: 'word-overlap',
        message:
          `word "${cur.word.text ?? ''}" [${cur.word.start}, ${cur.word.end}) overlaps word ${prev.index} "${prev.word.text ?? ''}" [${prev.word.start}, ${prev.word.end}): ` +
          `start it at ${prev.word.end} or later, or end word ${prev.index} by ${cur.word.start}`,
        startMs: cur.word.start!,
        endMs: end,
      })
    }
    if (cur.word.end! > prev.word.end!) latest = cur
  }
}
