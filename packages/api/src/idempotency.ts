import { InvalidRequestError } from './errors.ts'

/** Spec §7 and §8: an Idempotency-Key is at most 128 characters. */
export const maxIdempotencyKeyLength = 128

/** A fresh key for one logical write: a UUID v4 (36 characters). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

/** Checks a caller-supplied key; the message names the option and what is wrong. */
export function checkIdempotencyKey(key: string): string {
  const problem = problemOf(key)
  if (problem) {
    throw new InvalidRequestError({
      message: `idempotencyKey: ${problem}`,
      fieldPath: 'idempotencyKey',
    })
  }
  return key
}

function problemOf(key: unknown): string | undefined {
  if (typeof key !== 'string') return `expected a string, got ${typeof key}`
  if (key.length === 0) return 'must not be empty'
  if (key.length > maxIdempotencyKeyLength) {
    return `must be at most ${maxIdempotencyKeyLength} characters, got ${key.length}`
  }
  if (!/^[\x21-\x7e]+$/.test(key)) return 'must be printable ASCII without spaces'
  return undefined
}
