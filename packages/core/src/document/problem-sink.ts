import type { Problem } from './problem.ts'

/**
 * Keeps the first `max` problems found and counts the others, so hostile input with millions of
 * faults costs a counter, not a list (issue 13: 1 M invalid entries took 1.4 GB as a list).
 */
export class ProblemSink {
  readonly problems: Problem[] = []
  /** Problems found but not kept. */
  more = 0

  constructor(readonly max: number) {}

  get full(): boolean {
    return this.problems.length >= this.max
  }

  add(p: Problem): void {
    if (this.full) this.more++
    else this.problems.push(p)
  }

  /** The failure result: `more` is present only when something was left out. */
  failure(): { ok: false; problems: Problem[]; more?: number } {
    return this.more > 0
      ? { ok: false, problems: this.problems, more: this.more }
      : { ok: false, problems: this.problems }
  }
}

/** The line to print after the listed problems: `and 999900 more problems` (`more` of a ParseResult). */
export function moreProblemsMessage(more: number): string {
  return `and ${more} more problem${more === 1 ? '' : 's'}`
}
