import type { WordSeq } from '../../schema/word-seq.ts'
import { layerAt } from '../document.ts'
import { invalid, outOfRange } from '../errors.ts'
import type { CommandContext, EditorDocument, LayerLocation, LayerRef } from '../types.ts'
import {
  argsObject,
  booleanValue,
  describe,
  finiteNumber,
  resolveLayer,
  stringValue,
} from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { wordListOf } from './word-list.ts'

export function resolveWord(
  args: { layer: unknown; index: unknown },
  doc: EditorDocument,
  ctx: CommandContext,
  span = 1,
): { loc: LayerLocation; index: number; words: readonly WordSeq[] } {
  const loc = resolveLayer(args.layer, doc, ctx)
  const words = wordListOf(layerAt(doc, loc))?.list
  if (!words) invalid('the layer has no words (subtitle.word_seq or prop.word_seq)')
  const index = args.index
  if (typeof index !== 'number' || !Number.isInteger(index)) {
    invalid(`word index must be an integer, got ${describe(index)}`)
  }
  if (index < 0 || index + span > words.length) {
    const what = span === 1 ? `word ${index}` : `words ${index}..${index + span - 1}`
    outOfRange(`${what} not found (the layer has ${words.length} words)`)
  }
  return { loc, index, words }
}

export function draftWords(draft: EditorDocument, loc: LayerLocation): WordSeq[] {
  return wordListOf(layerAt(draft, loc))!.list
}

export interface WordChanges {
  text?: string
  start?: number
  end?: number
  hide?: boolean
  break?: string
}

/** Edits a subtitle word (times in scene ms); fields not given are kept. */
export const updateWord = defineCommand({
  name: 'updateWord',
  validate(args: { layer: LayerRef; index: number } & WordChanges, doc, ctx) {
    argsObject(args)
    const at = resolveWord(args, doc, ctx)
    const changes: WordChanges = {}
    if (args.text !== undefined) changes.text = stringValue(args.text, 'text')
    if (args.start !== undefined) changes.start = finiteNumber(args.start, 'start', 0)
    if (args.end !== undefined) changes.end = finiteNumber(args.end, 'end', 0)
    if (args.hide !== undefined) changes.hide = booleanValue(args.hide, 'hide')
    if (args.break !== undefined) changes.break = stringValue(args.break, 'break')
    if (Object.keys(changes).length === 0)
      invalid('give at least one of text, start, end, hide, break')
    const word = at.words[at.index]!
    const start = changes.start ?? word.start
    const end = changes.end ?? word.end
    if (typeof start === 'number' && typeof end === 'number' && end < start) {
      invalid(`end must be ≥ start ${start}, got ${end}`)
    }
    return { ...at, changes }
  },
  perform(draft, _args, { loc, index, changes }) {
    Object.assign(draftWords(draft, loc)[index]!, changes)
  },
})

/**
 * Splits a word's text at `charIndex` into two words. The time is cut at `atMs` (default: in
 * proportion to the characters); the line break, if any, moves to the second word.
 */
export const splitWord = defineCommand({
  name: 'splitWord',
  validate(args: { layer: LayerRef; index: number; charIndex: number; atMs?: number }, doc, ctx) {
    argsObject(args)
    const at = resolveWord(args, doc, ctx)
    const word = at.words[at.index]!
    const text = word.text ?? ''
    const charIndex = args.charIndex
    if (typeof charIndex !== 'number' || !Number.isInteger(charIndex)) {
      invalid(`charIndex must be an integer, got ${describe(charIndex)}`)
    }
    if (charIndex < 1 || charIndex >= text.length) {
      outOfRange(`charIndex must be in 1..${text.length - 1} for "${text}", got ${charIndex}`)
    }
    const start = typeof word.start === 'number' ? word.start : undefined
    const end = typeof word.end === 'number' ? word.end : undefined
    let cut: number | undefined
    if (args.atMs !== undefined) {
      cut = finiteNumber(args.atMs, 'atMs', 0)
      if (start !== undefined && end !== undefined && (cut < start || cut > end)) {
        outOfRange(`atMs must be within the word's time ${start}..${end}, got ${cut}`)
      }
    } else if (start !== undefined && end !== undefined) {
      cut = Math.round(start + ((end - start) * charIndex) / text.length)
    }
    const first: WordSeq = { ...cloneJson(word), text: text.slice(0, charIndex) }
    const second: WordSeq = { ...cloneJson(word), text: text.slice(charIndex) }
    if (cut !== undefined) {
      first.end = cut
      second.start = cut
    }
    if (typeof word.break === 'string') first.break = ''
    if (typeof word.key === 'string') second.key = ctx.newKey(doc, 'word')
    return { loc: at.loc, index: at.index, first, second }
  },
  perform(draft, _args, { loc, index, first, second }) {
    draftWords(draft, loc).splice(index, 1, first, second)
  },
})

/**
 * Merges word `index` with the next one: texts joined with `separator` (default ''), the span
 * of both, the second word's break; other fields come from the first word.
 */
export const mergeWords = defineCommand({
  name: 'mergeWords',
  validate(args: { layer: LayerRef; index: number; separator?: string }, doc, ctx) {
    argsObject(args)
    const at = resolveWord(args, doc, ctx, 2)
    const separator = args.separator === undefined ? '' : stringValue(args.separator, 'separator')
    const a = at.words[at.index]!
    const b = at.words[at.index + 1]!
    const merged: WordSeq = { ...cloneJson(a), text: (a.text ?? '') + separator + (b.text ?? '') }
    if (b.end !== undefined) merged.end = b.end
    if (b.break !== undefined) merged.break = b.break
    if (a.hide !== undefined || b.hide !== undefined) merged.hide = Boolean(a.hide && b.hide)
    return { loc: at.loc, index: at.index, merged }
  },
  perform(draft, _args, { loc, index, merged }) {
    draftWords(draft, loc).splice(index, 2, merged)
  },
})
