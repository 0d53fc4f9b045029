import type { WordSeq } from '../../schema/word-seq.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { isWideCharacter } from '../../text/font-metrics.ts'
import { argsObject, resolveLayer, stringValue } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { wordListOf } from './word-list.ts'

/** The words of a text: runs split at whitespace, and every CJK (wide) character a word. */
export function subtitleTokens(text: string): string[] {
  const tokens: string[] = []
  let word = ''
  for (const char of text) {
    if (/\s/.test(char) || isWideCharacter(char)) {
      if (word !== '') tokens.push(word)
      word = ''
      if (!/\s/.test(char)) tokens.push(char)
    } else word += char
  }
  if (word !== '') tokens.push(word)
  return tokens
}

const same = (word: WordSeq, token: string) => (word.text ?? '').trim() === token

/** Pairs of (old index, new index) of the longest common subsequence of word texts. */
function commonWords(old: readonly WordSeq[], tokens: readonly string[]): [number, number][] {
  const n = old.length
  const m = tokens.length
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] = same(old[i]!, tokens[j]!)
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
    }
  }
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < n && j < m;) {
    if (same(old[i]!, tokens[j]!)) pairs.push([i++, j++])
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++
    else j++
  }
  return pairs
}

const timed = (w: WordSeq | undefined): w is WordSeq & { start: number; end: number } =>
  w !== undefined && typeof w.start === 'number' && typeof w.end === 'number'

/**
 * The new word list for `text`: words whose text is unchanged keep their object (times, break,
 * key and every other field); each run of new words takes the time of the words it replaces
 * (or the gap between its unchanged neighbours), shared by characters. Hidden words are kept
 * where they are and not compared.
 */
export function retextWords(
  words: readonly WordSeq[],
  text: string,
  newKey: () => string,
): WordSeq[] {
  const tokens = subtitleTokens(text)
  const shownAt = words.flatMap((w, i) => (w.hide === true ? [] : [i]))
  const shown = shownAt.map((i) => words[i]!)
  const pairs = commonWords(shown, tokens)
  const trailingSpace =
    shown.length > 1 && shown.slice(0, -1).every((w) => /\s$/.test(w.text ?? ''))
  const out: WordSeq[] = []
  let oldFrom = 0
  let tokenFrom = 0
  const emitRun = (oldTo: number, tokenTo: number) => {
    const replaced = shown.slice(oldFrom, oldTo)
    const added = tokens.slice(tokenFrom, tokenTo)
    if (added.length === 0) return
    const before = out.filter((w) => w.hide !== true).at(-1)
    const after = shown[oldTo]
    const timedReplaced = replaced.filter(timed)
    const start = timedReplaced[0]?.start ?? (timed(before) ? before.end : undefined)
    const end = timedReplaced.at(-1)?.end ?? (timed(after) ? after.start : start)
    const template = replaced[0] ?? before ?? after
    const chars = added.reduce((sum, t) => sum + [...t].length, 0)
    let used = 0
    added.forEach((token, k) => {
      const word: WordSeq = template ? cloneJson(template) : {}
      const last = tokenTo === tokens.length && k === added.length - 1
      word.text = trailingSpace && !last && !isWideCharacter([...token][0]!) ? `${token} ` : token
      if (start !== undefined && end !== undefined) {
        word.start = Math.round(start + ((end - start) * used) / chars)
        used += [...token].length
        word.end = Math.round(start + ((end - start) * used) / chars)
      }
      word.hide = false
      word.break = k === added.length - 1 ? (replaced.at(-1)?.break ?? '') : ''
      if (typeof word.key === 'string' || template === undefined) word.key = newKey()
      out.push(word)
    })
  }
  // Walk the old list in order: hidden words stay, unchanged words stay, the rest is replaced.
  let pair = 0
  let shownIndex = 0
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.hide === true) {
      out.push(words[i]!)
      continue
    }
    const match = pairs[pair]
    if (match && match[0] === shownIndex) {
      emitRun(shownIndex, match[1])
      out.push(words[i]!)
      oldFrom = shownIndex + 1
      tokenFrom = match[1] + 1
      pair++
    }
    shownIndex++
  }
  emitRun(shown.length, tokens.length)
  return out
}

/**
 * Replaces the text of a subtitle (its shown words) as one undo step; see retextWords for how
 * times are kept. `subtitle.text`, when the layer has one, becomes the new text. An empty text
 * is refused (delete the layer instead).
 */
export const setSubtitleText = defineCommand({
  name: 'setSubtitleText',
  validate(args: { layer: LayerRef; text: string }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const text = stringValue(args.text, 'text')
    if (subtitleTokens(text).length === 0) invalid('text must have at least one word')
    const layer = layerAt(doc, loc)
    const list = wordListOf(layer)
    if (!list) invalid('the layer has no words (subtitle.word_seq or prop.word_seq)')
    const words = retextWords(list.list, text, () => ctx.newKey(doc, 'word'))
    return { loc, words, text }
  },
  perform(draft, _args, { loc, words, text }) {
    const layer = layerAt(draft, loc)
    wordListOf(layer)!.set(layer, cloneJson(words))
    if (typeof layer.subtitle?.text === 'string') layer.subtitle.text = text
  },
})
