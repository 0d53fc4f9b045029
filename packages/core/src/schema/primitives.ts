import { z } from 'zod/mini'

/**
 * Every optional field accepts `null` (Go servers send null for empty values) and keeps it;
 * editors treat null as absent. Objects are loose at every depth so unknown fields survive.
 */
export const num = z.nullish(z.number())
export const str = z.nullish(z.string())
export const bool = z.nullish(z.boolean())
/** An object whose inner shape the spec leaves open (`{}`): any JSON object. */
export const openObject = z.looseObject({})
export const openObjectOpt = z.nullish(openObject)

export function arrayOf<T extends z.core.$ZodType>(item: T) {
  return z.nullish(z.array(item))
}
