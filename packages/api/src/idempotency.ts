import { InvalidRequestError } from './errors.ts'

/** Open Podcast API v1 §7 and §8: an Idempotency-Key is at most 128 characters. */
export const maxIdempotencyKeyLength = 128

/**
 * A fresh key for one logical write: a UUID v4 (36 characters). Browsers expose `randomUUID`
 * only in secure contexts, so plain-http pages fall back to `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
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
