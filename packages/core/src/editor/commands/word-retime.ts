import type { WordSeq } from '../../schema/word-seq.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber } from './args.ts'
import { defineCommand } from './define.ts'
import { draftWords, resolveWord } from './words.ts'
import { pushAll } from '../../collections/bounded.ts'

/** What a retimed word does to the words beside it: stops at them, or pushes them along. */
export type WordNeighbours = 'block' | 'push'

/** Shortest a retimed word may become, in ms. */
export const MIN_WORD_MS = 10

export interface WordTime {
  index: number
  start: number
  end: number
}

const timeOf = (word: WordSeq | undefined): { start: number; end: number } | null =>
  word && typeof word.start === 'number' && typeof word.end === 'number'
    ? { start: word.start, end: word.end }
    : null

/**
 * The times every affected word gets when word `index` is asked to span `[start, end)` (scene
 * ms), so that no two timed words overlap and none starts before 0. `block`: the word stops at
 * its timed neighbours (a move keeps its length; a trim stops at the neighbour's edge). `push`:
 * neighbours move along, each keeping its length; when the scene start stops them, the chain
 * stops there (a moved word keeps its length, a trimmed one its other edge). Words
 * without times are neither obstacles nor moved. Returns only the words whose times change.
 */
export function planWordRetime(
  words: readonly WordSeq[],
  index: number,
  start: number,
  end: number,
  neighbours: WordNeighbours = 'block',
): WordTime[] {
  const own = timeOf(words[index])
  const moving = own !== null && end - start === own.end - own.start
  let s = Math.max(0, start)
  let e = Math.max(s + MIN_WORD_MS, end)
  if (moving && s !== start) e = s + (end - start)
  const prevAt = findTimed(words, index, -1)
  const nextAt = findTimed(words, index, 1)
  if (neighbours === 'block') {
    const lo = prevAt === -1 ? 0 : timeOf(words[prevAt])!.end
    const hi = nextAt === -1 ? Infinity : timeOf(words[nextAt])!.start
    if (moving) {
      const length = e - s
      if (s < lo) [s, e] = [lo, lo + length]
      if (e > hi) [s, e] = [Math.max(lo, hi - length), hi]
    } else {
      s = Math.max(lo, Math.min(s, hi - MIN_WORD_MS))
      e = Math.min(hi, Math.max(e, s + MIN_WORD_MS))
    }
    return changed(words, [{ index, start: s, end: e }])
  }
  // push: shift later words right past the new end, earlier words left before the new start.
  const plan: WordTime[] = []
  let leftEdge = s
  const before: WordTime[] = []
  for (let i = index - 1; i >= 0; i--) {
    const t = timeOf(words[i])
    if (!t) continue
    if (t.end <= leftEdge) break
    const length = t.end - t.start
    const newEnd = leftEdge
    const newStart = newEnd - length
    before.push({ index: i, start: newStart, end: newEnd })
    leftEdge = newStart
  }
  if (leftEdge < 0) {
    // The scene start blocks the push: everything moved left comes back by the shortfall.
    const shift = -leftEdge
    for (const w of before) Object.assign(w, { start: w.start + shift, end: w.end + shift })
    s += shift
    e = moving ? e + shift : Math.max(e, s + MIN_WORD_MS)
  }
  pushAll(plan, before).push({ index, start: s, end: e })
  let rightEdge = e
  for (let i = index + 1; i < words.length; i++) {
    const t = timeOf(words[i])
    if (!t) continue
    if (t.start >= rightEdge) break
    const length = t.end - t.start
    plan.push({ index: i, start: rightEdge, end: rightEdge + length })
    rightEdge += length
  }
  return changed(words, plan)
}

function findTimed(words: readonly WordSeq[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < words.length; i += step) {
    if (timeOf(words[i])) return i
  }
  return -1
}

function changed(words: readonly WordSeq[], plan: WordTime[]): WordTime[] {
  return plan
    .filter(({ index, start, end }) => {
      const t = timeOf(words[index])
      return !t || t.start !== start || t.end !== end
    })
    .sort((a, b) => a.index - b.index)
}

/**
 * Retimes word `index` to `[start, end)` as one undo step, moving no other word into overlap
 * (planWordRetime: `neighbours` `block` (default) or `push`). Only `start` / `end` of the
 * affected words change; every other field and key order is kept.
 */
export const retimeWord = defineCommand({
  name: 'retimeWord',
  validate(
    args: {
      layer: LayerRef
      index: number
      start: number
      end: number
      neighbours?: WordNeighbours
    },
    doc,
    ctx,
  ) {
    argsObject(args)
    const at = resolveWord(args, doc, ctx)
    const start = finiteNumber(args.start, 'start', 0)
    const end = finiteNumber(args.end, 'end', 0)
    if (end < start) invalid(`end must be ≥ start ${start}, got ${end}`)
    const neighbours = args.neighbours ?? 'block'
    if (neighbours !== 'block' && neighbours !== 'push') {
      invalid(`neighbours must be "block" or "push", got ${JSON.stringify(neighbours)}`)
    }
    return { loc: at.loc, plan: planWordRetime(at.words, at.index, start, end, neighbours) }
  },
  perform(draft, _args, { loc, plan }) {
    const words = draftWords(draft, loc)
    for (const { index, start, end } of plan) {
      words[index]!.start = start
      words[index]!.end = end
    }
  },
})
