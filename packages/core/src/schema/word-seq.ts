import { z } from 'zod/mini'
import { bool, num, str } from './primitives.ts'

/** A timed word of a subtitle (Open Podcast API v1 §2.2 WordSeq). Times are scene milliseconds. */
export const WordSeqSchema = z.looseObject({
  break: str,
  end: num,
  hide: bool,
  key: str,
  start: num,
  text: str,
})
export type WordSeq = z.infer<typeof WordSeqSchema>
