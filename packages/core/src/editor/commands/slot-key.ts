import { defineCommand } from './define.ts'
import { argsObject, describe, resolveLayer } from './args.ts'
import { invalid } from '../errors.ts'
import { isPlainObject, layerAt } from '../document.ts'
import { layerPath, writePath, type FieldPath } from './paths.ts'
import type { LayerRef } from '../types.ts'

/**
 * Marks a layer as a template slot (`api_template_meta.replace_key = key`, issue 18) or, with
 * `key: null`, unmarks it. Only that key is written; unmarking also drops `api_template_meta`
 * when nothing else is left in it. Other fields of the layer are not touched.
 */
export const setSlotKey = defineCommand({
  name: 'setSlotKey',
  validate(args: { layer: LayerRef; key: string | null }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const { key } = args
    if (key !== null) {
      if (typeof key !== 'string') invalid(`key must be a string or null, got ${describe(key)}`)
      if (key.trim() === '') invalid('key must not be empty')
      if (key !== key.trim()) invalid(`key ${describe(key)} must not start or end with spaces`)
    }
    const base = layerPath(doc, loc)
    const meta = layerAt(doc, loc).api_template_meta
    const path: FieldPath =
      key === null && isPlainObject(meta) && Object.keys(meta).every((k) => k === 'replace_key')
        ? [...base, 'api_template_meta']
        : [...base, 'api_template_meta', 'replace_key']
    const unchanged = key === null ? !isPlainObject(meta) || !('replace_key' in meta) : false
    return { path, unchanged }
  },
  perform(draft, args, plan) {
    if (plan.unchanged) return
    writePath(draft, plan.path, args.key ?? undefined)
  },
})
