import { invalid, notFound, outOfRange } from '../errors.ts'
import { isPlainObject, tracksOf } from '../document.ts'
import type { CommandContext, EditorDocument, LayerLocation, LayerRef } from '../types.ts'

/** Describes a received value in an error message: `-5`, `"abc"`, `null`, `an object`. */
export function describe(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

export function argsObject<T>(args: T): T {
  if (!isPlainObject(args)) invalid(`arguments must be an object, got ${describe(args)}`)
  return args
}

export function finiteNumber(value: unknown, name: string, min?: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || (min !== undefined && value < min)) {
    const bound = min === undefined ? '' : ` ≥ ${min}`
    invalid(`${name} must be a finite number${bound}, got ${describe(value)}`)
  }
  return value
}

export function optionalFiniteNumber(value: unknown, name: string, min?: number): void {
  if (value !== undefined) finiteNumber(value, name, min)
}

export function integerIn(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    invalid(`${name} must be an integer, got ${describe(value)}`)
  }
  if (value < min || value > max) outOfRange(`${name} must be in ${min}..${max}, got ${value}`)
  return value
}

export function stringValue(value: unknown, name: string): string {
  if (typeof value !== 'string') invalid(`${name} must be a string, got ${describe(value)}`)
  return value
}

export function booleanValue(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') invalid(`${name} must be a boolean, got ${describe(value)}`)
  return value
}

export function plainObject(value: unknown, name: string): Record<string, unknown> {
  if (!isPlainObject(value)) invalid(`${name} must be an object, got ${describe(value)}`)
  return value
}

export function describeRef(ref: LayerRef): string {
  return typeof ref === 'string' ? `"${ref}"` : `at track ${ref.track} index ${ref.index}`
}

/** Resolves a layer reference in `doc`, or fails with `layer "abc" not found`. */
export function resolveLayer(
  ref: unknown,
  doc: EditorDocument,
  ctx: CommandContext,
  name = 'layer',
): LayerLocation {
  if (typeof ref === 'string') {
    const loc = ctx.locate(doc, ref)
    if (!loc) notFound(`${name} "${ref}" not found`)
    return loc
  }
  if (isPlainObject(ref) && Number.isInteger(ref.track) && Number.isInteger(ref.index)) {
    const loc = { track: ref.track as number, index: ref.index as number }
    if (!tracksOf(doc)[loc.track]?.layers?.[loc.index]) {
      notFound(`${name} ${describeRef(loc)} not found`)
    }
    return loc
  }
  return invalid(`${name} must be a layer key or {track, index} positions, got ${describe(ref)}`)
}

/** Resolves several layer references; duplicates are dropped. At least one is required. */
export function resolveLayers(
  refs: unknown,
  doc: EditorDocument,
  ctx: CommandContext,
  min = 1,
): LayerLocation[] {
  if (!Array.isArray(refs)) invalid(`layers must be an array, got ${describe(refs)}`)
  if (refs.length < min)
    invalid(`needs at least ${min} layer${min > 1 ? 's' : ''}, got ${refs.length}`)
  const seen = new Set<string>()
  const result: LayerLocation[] = []
  for (const ref of refs) {
    const loc = resolveLayer(ref, doc, ctx)
    const id = `${loc.track}:${loc.index}`
    if (!seen.has(id)) {
      seen.add(id)
      result.push(loc)
    }
  }
  return result
}

/** Resolves a track by position or key, or fails with `track "x" not found`. */
export function resolveTrack(ref: unknown, doc: EditorDocument, name = 'track'): number {
  const tracks = tracksOf(doc)
  if (typeof ref === 'number') {
    if (!Number.isInteger(ref)) invalid(`${name} position must be an integer, got ${ref}`)
    if (!tracks[ref]) notFound(`${name} at position ${ref} not found (${tracks.length} tracks)`)
    return ref
  }
  if (typeof ref === 'string') {
    const position = tracks.findIndex((t) => t?.key === ref)
    if (position < 0) notFound(`${name} "${ref}" not found`)
    return position
  }
  return invalid(`${name} must be a track position or key, got ${describe(ref)}`)
}

/** Checks that a value is JSON data (what a document may hold). */
export function jsonValue(value: unknown, name: string): void {
  const problem = jsonProblem(value, name, 0)
  if (problem) invalid(problem)
}

function jsonProblem(value: unknown, at: string, depth: number): string | undefined {
  if (depth > 100) return `${at} is nested too deeply`
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : `${at} must be a finite number, got ${value}`
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonProblem(value[i], `${at}[${i}]`, depth + 1)
      if (p) return p
    }
    return undefined
  }
  if (isJsonObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const p = jsonProblem(v, `${at}.${k}`, depth + 1)
      if (p) return p
    }
    return undefined
  }
  return `${at} must be JSON data, got ${describeNonJson(value)}`
}

/** A plain object (what JSON.parse makes): a Date, a Map or a class instance is not. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** `a Date`, `a Map`, `an instance of Foo`, `a function`, `undefined`. */
function describeNonJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return describe(value)
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)
    ?.constructor?.name
  if (name === 'Date' || name === 'Map' || name === 'Set' || name === 'RegExp') return `a ${name}`
  if (name === 'Object') return 'an object with a replaced prototype'
  return typeof name === 'string' && name !== '' ? `an instance of ${name}` : 'an object'
}
