import { z } from 'zod'

/**
 * Every optional field accepts `null` (Go servers send null for empty values) and keeps it;
 * editors treat null as absent. Objects are loose at every depth so unknown fields survive.
 */
export const num = z.number().nullish()
export const str = z.string().nullish()
export const bool = z.boolean().nullish()
/** An object whose inner shape the spec leaves open (`{}`): any JSON object. */
export const openObject = z.looseObject({})
export const openObjectOpt = openObject.nullish()

export function arrayOf<T extends z.ZodType>(item: T) {
  return z.array(item).nullish()
}
