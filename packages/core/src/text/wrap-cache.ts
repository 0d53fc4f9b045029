/**
 * What wrapping measures once and reuses: a text's tokens (by its content) and each token's width
 * (by measure function and font face at its size). Re-wrapping the same text for a new box width
 * then only adds up cached widths — lint samples a text layer at hundreds of widths (issue 26).
 * Both caches are bounded: they are emptied when they grow past their limit.
 */
import { isWideCharacter } from './font-metrics.ts'
import type { MeasureText, TextFont } from './text-font.ts'

export interface Token {
  text: string
  /** Whitespace precedes it on the line (a space is drawn when it is not first). */
  spaced: boolean
}

/** Paragraphs (split on "\n") of tokens: words, and wide characters one by one. */
export type TokenizedText = readonly (readonly Token[])[]

const WHITESPACE = /\s/

function tokens(paragraph: string): Token[] {
  const out: Token[] = []
  let spaced = false
  let wordStart = -1
  let i = 0
  const flush = (end: number) => {
    if (wordStart < 0) return // a space before a wide character stays with it
    out.push({ text: paragraph.slice(wordStart, end), spaced })
    wordStart = -1
    spaced = false
  }
  for (const char of paragraph) {
    if (WHITESPACE.test(char)) {
      flush(i)
      spaced = true
    } else if (isWideCharacter(char)) {
      flush(i)
      out.push({ text: char, spaced })
      spaced = false
    } else if (wordStart < 0) wordStart = i
    i += char.length
  }
  flush(i)
  return out
}

/** Texts kept tokenized; the most recent ones (a Map keeps insertion order). */
const TOKENIZED_LIMIT = 64
const tokenized = new Map<string, TokenizedText>()

/** The text's paragraphs of tokens, computed once per distinct text (recent ones cached). */
export function tokenizeText(text: string): TokenizedText {
  const known = tokenized.get(text)
  if (known) {
    tokenized.delete(text)
    tokenized.set(text, known)
    return known
  }
  const result = text.split('\n').map(tokens)
  if (tokenized.size >= TOKENIZED_LIMIT) tokenized.delete(tokenized.keys().next().value!)
  tokenized.set(text, result)
  return result
}

/** Widths per measure function, then per font face and size, then per token. */
const WIDTHS_LIMIT = 200_000
const widthCaches = new WeakMap<MeasureText, Map<string, Map<string, number>>>()

const faceKey = (font: TextFont) =>
  `${font.italic ? 'i' : 'n'}|${font.weight}|${font.size}|${font.family}`

/** `measure(s, font)` with each distinct string measured once (per measure function and font). */
export function cachedWidth(measure: MeasureText, font: TextFont): (s: string) => number {
  let byFace = widthCaches.get(measure)
  if (!byFace) widthCaches.set(measure, (byFace = new Map()))
  const key = faceKey(font)
  let widths = byFace.get(key)
  if (!widths) {
    if (byFace.size > 256) byFace.clear()
    byFace.set(key, (widths = new Map()))
  }
  const cache = widths
  return (s) => {
    let w = cache.get(s)
    if (w === undefined) {
      w = measure(s, font)
      // Long strings (a word of megabytes) are measured, not kept.
      if (s.length <= 256) {
        if (cache.size >= WIDTHS_LIMIT) cache.clear()
        cache.set(s, w)
      }
    }
    return w
  }
}
