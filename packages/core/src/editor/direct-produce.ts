import type { Patch } from 'immer'
import type { Command, EditorDocument } from './types.ts'

/** A command's next document and its history patches, produced without immer. */
export interface Produced {
  document: EditorDocument
  patches: Patch[]
  inverse: Patch[]
}

/**
 * Produces a command's change by copying the path to it by hand, or returns null when it cannot
 * (then `run()` performs the command on an immer draft as usual). It must give a document equal
 * to what `perform` gives, share what immer would share, return `base` itself when nothing
 * changes, and patches that turn `base` into the result and back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DirectProducer = (base: EditorDocument, args: any, plan: any) => Produced | null

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const producers = new WeakMap<Command<any, any, any>, DirectProducer>()

/**
 * Gives a built-in command a direct producer: for commands run on every pointer move of a drag,
 * where a draft's proxies and patch generation cost more than the change itself (CONTEXT.md).
 * Internal: the `Command` interface stays as it is; a command registered under the same name by
 * an embedder has no producer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function produceDirectly(command: Command<any, any, any>, producer: DirectProducer): void {
  producers.set(command, producer)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function directProducerOf(command: Command<any, any, any>): DirectProducer | undefined {
  return producers.get(command)
}

/** A plain object (prototype Object.prototype) or a true array: what is copied by hand. */
export function isCopyable(value: unknown): value is Record<string | number, unknown> {
  if (Array.isArray(value)) return true
  return (
    value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
  )
}

/** immer's shallow copy of a plain object or array (`useStrictShallowCopy` off). */
export function shallowCopy<T>(value: T): T {
  return (Array.isArray(value) ? value.slice() : { ...value }) as T
}
