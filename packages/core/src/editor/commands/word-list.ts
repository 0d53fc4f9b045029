import type { Layer } from '../../schema/layer.ts'
import type { WordSeq } from '../../schema/word-seq.ts'

/**
 * Where a layer's words are: `subtitle.word_seq` when it has words, else `prop.word_seq`
 * (the rule evaluation uses), else an empty `subtitle.word_seq` array.
 */
export function wordListOf(
  layer: Layer,
): { list: WordSeq[]; set(target: Layer, words: WordSeq[]): void } | undefined {
  const subtitle = layer.subtitle?.word_seq
  const prop = layer.prop?.word_seq
  if (Array.isArray(subtitle) && (subtitle.length > 0 || !Array.isArray(prop))) {
    return { list: subtitle, set: (target, words) => void (target.subtitle!.word_seq = words) }
  }
  if (Array.isArray(prop)) {
    return { list: prop, set: (target, words) => void (target.prop!.word_seq = words) }
  }
  return undefined
}
