import { InvalidRequestError } from './errors.ts'

/** An id argument as it goes on the wire; anything else is rejected before a request. */
export function requireId(id: unknown, name: string): string {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return String(id)
  if (typeof id === 'string' && id.trim() !== '') return id
  throw new InvalidRequestError({
    message: `${name}: expected a non-empty string or a non-negative integer, got ${JSON.stringify(id) ?? typeof id}`,
    fieldPath: name,
  })
}
