import { invalid, notFound } from '../errors.ts'
import { isPlainObject, sceneOf } from '../document.ts'
import type { EditorDocument, LayerLocation } from '../types.ts'
import { describe } from './args.ts'
import { formatPath } from '../../document/problem.ts'

export type FieldPath = readonly (string | number)[]

const forbidden = new Set(['__proto__', 'constructor', 'prototype'])

/** The path of the tracks array: `['scene', 'tracks']` for a template, `['tracks']` for a scene. */
export function tracksPath(doc: EditorDocument): FieldPath {
  return sceneOf(doc) === doc ? ['tracks'] : ['scene', 'tracks']
}

export function layerPath(doc: EditorDocument, loc: LayerLocation): FieldPath {
  return [...tracksPath(doc), loc.track, 'layers', loc.index]
}

/**
 * Checks that `value` can be written at `path` in `doc`: missing or null objects on the way are
 * created, arrays are indexed by integers up to their length (length appends).
 */
export function checkWritablePath(doc: EditorDocument, path: unknown): FieldPath {
  if (!Array.isArray(path) || path.length === 0) {
    invalid(`path must be a non-empty array of keys and indexes, got ${describe(path)}`)
  }
  let node: unknown = doc
  for (let i = 0; i < path.length; i++) {
    const segment: unknown = path[i]
    const at = formatPath(path.slice(0, i + 1) as FieldPath)
    const last = i === path.length - 1
    if (typeof segment === 'string') {
      if (segment === '' || forbidden.has(segment))
        invalid(`path segment ${describe(segment)} is not allowed`)
      if (node === undefined || node === null) {
        node = undefined
        continue
      }
      if (!isPlainObject(node)) {
        invalid(`${at}: cannot set a key on ${describe(node)}`)
      }
      node = node[segment]
    } else if (typeof segment === 'number' && Number.isInteger(segment) && segment >= 0) {
      if (!Array.isArray(node))
        notFound(`${at}: no array at ${formatPath(path.slice(0, i) as FieldPath)}`)
      const max = last ? node.length : node.length - 1
      if (segment > max) notFound(`${at}: index ${segment} is past the end (length ${node.length})`)
      node = node[segment]
    } else {
      invalid(`path segment ${i} must be a key or an integer ≥ 0, got ${describe(segment)}`)
    }
  }
  return path as FieldPath
}

/** Writes (or, for `undefined`, deletes) a value on a draft; the path was checked. */
export function writePath(root: unknown, path: FieldPath, value: unknown): void {
  let node = root as Record<string | number, unknown>
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i] as string | number
    if (node[segment] === undefined || node[segment] === null) node[segment] = {}
    node = node[segment] as Record<string | number, unknown>
  }
  const leaf = path[path.length - 1] as string | number
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(leaf as number, 1)
    else delete node[leaf]
  } else {
    node[leaf] = value
  }
}
