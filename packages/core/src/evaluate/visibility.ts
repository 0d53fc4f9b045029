import { spanHolds } from '../semantics/time.ts'

interface Span {
  readonly start: number
  readonly end: number | null
}

/** Layers spanning more buckets than this are kept in one list checked at every t. */
const LONG_SPAN_BUCKETS = 16

/**
 * Interval index over layer spans (positions in draw order): time is cut into buckets; a
 * query checks only the layers of t's bucket and the long-lived ones. Results are in draw order.
 */
export class VisibilityIndex {
  private readonly buckets: Int32Array[]
  private readonly long: Int32Array
  private readonly bucketMs: number

  constructor(private readonly spans: readonly Span[]) {
    let horizon = 1
    for (const s of spans) horizon = Math.max(horizon, s.start + 1, s.end ?? 0)
    const count = Math.max(1, Math.min(1024, Math.ceil(spans.length / 8)))
    this.bucketMs = horizon / count
    const lists: number[][] = Array.from({ length: count }, () => [])
    const long: number[] = []
    spans.forEach((s, i) => {
      const first = this.bucketOf(s.start, count)
      const last = s.end === null ? count - 1 : this.bucketOf(s.end, count)
      if (last < first) return // ends before it starts: never visible
      if (last - first + 1 > LONG_SPAN_BUCKETS) long.push(i)
      else for (let b = first; b <= last; b++) lists[b]!.push(i)
    })
    this.buckets = lists.map((l) => Int32Array.from(l))
    this.long = Int32Array.from(long)
  }

  private bucketOf(t: number, count: number) {
    return Math.min(count - 1, Math.max(0, Math.floor(t / this.bucketMs)))
  }

  /** Positions (draw order) of the spans holding t. */
  query(t: number): number[] {
    const { spans } = this
    const out: number[] = []
    if (!(t >= 0 && t < this.bucketMs * this.buckets.length)) {
      for (let i = 0; i < spans.length; i++)
        if (spanHolds(spans[i]!.start, spans[i]!.end, t)) out.push(i)
      return out
    }
    const bucket = this.buckets[this.bucketOf(t, this.buckets.length)]!
    const long = this.long
    let a = 0
    let b = 0
    while (a < bucket.length || b < long.length) {
      const i =
        b >= long.length || (a < bucket.length && bucket[a]! < long[b]!) ? bucket[a++]! : long[b++]!
      if (spanHolds(spans[i]!.start, spans[i]!.end, t)) out.push(i)
    }
    return out
  }
}
