import { defineCommand } from './define.ts'
import { argsObject, resolveLayer } from './args.ts'
import { cloneJson } from './json.ts'
import { checkWritablePath, layerPath, writePath, type FieldPath } from './paths.ts'
import { checkFieldWrite } from './schema-check.ts'
import type { LayerRef } from '../types.ts'

/**
 * Sets any field by absolute path; `undefined` deletes it (an array item is removed). The value
 * must be JSON data the schema accepts there (checkFieldWrite).
 */
export const setField = defineCommand({
  name: 'setField',
  validate(args: { path: FieldPath; value: unknown }, doc) {
    argsObject(args)
    const path = checkWritablePath(doc, args.path)
    checkFieldWrite(doc, path, args.value)
    return path
  },
  perform(draft, args, path) {
    writePath(draft, path, cloneJson(args.value))
  },
})

/** Sets a field of a layer by a path relative to the layer, e.g. `['prop', 'textInfo', 'color']`. */
export const setLayerField = defineCommand({
  name: 'setLayerField',
  validate(args: { layer: LayerRef; path: FieldPath; value: unknown }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    if (!Array.isArray(args.path) || args.path.length === 0) {
      checkWritablePath(doc, args.path)
    }
    const path = checkWritablePath(doc, [...layerPath(doc, loc), ...args.path])
    checkFieldWrite(doc, path, args.value)
    return path
  },
  perform(draft, args, path) {
    writePath(draft, path, cloneJson(args.value))
  },
})
