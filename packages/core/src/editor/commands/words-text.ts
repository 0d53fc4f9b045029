import type { WordSeq } from '../../schema/word-seq.ts'
import { isWideCharacter } from '../../text/font-metrics.ts'

/**
 * The text the shown words of a subtitle read: word texts joined by a space (none where a word
 * already ends with a space, nor between wide CJK characters), trimmed.
 */
export function wordsText(words: readonly WordSeq[]): string {
  let text = ''
  for (const word of words) {
    if (word.hide === true) continue
    const t = word.text ?? ''
    if (t === '') continue
    const wide = (c: string | undefined) => c !== undefined && isWideCharacter(c)
    const join = text !== '' && !/\s$/.test(text) && !(wide([...text].at(-1)) && wide([...t][0]))
    text += join ? ` ${t}` : t
  }
  return text.trim()
}
