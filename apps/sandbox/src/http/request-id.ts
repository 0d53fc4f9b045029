import { randomBytes } from 'node:crypto'

let counter = 0

/** A unique request id: time, a per-process counter and randomness, so ids never repeat. */
export function newRequestId(): string {
  counter = (counter + 1) % 0xffffff
  return `rid_${Date.now().toString(36)}${counter.toString(36).padStart(5, '0')}${randomBytes(5).toString('hex')}`
}
