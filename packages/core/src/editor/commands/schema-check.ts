import { safeParse, z } from 'zod/mini'
import { DEFAULT_MAX_DEPTH } from '../../document/limits.ts'
import { tooDeepMessage } from '../../document/harden.ts'
import { parseWith } from '../../document/parse-with.ts'
import { formatPath, formatProblem } from '../../document/problem.ts'
import { ImageTemplateReqSchema } from '../../schema/assets.ts'
import { SceneContainerSchema } from '../../schema/track.ts'
import { sceneOf } from '../document.ts'
import { invalid } from '../errors.ts'
import type { EditorDocument } from '../types.ts'
import { jsonValue } from './args.ts'
import type { FieldPath } from './paths.ts'

/**
 * What commands write is checked against the schema of the place it goes, so the Editor never
 * produces a document core's own parser rejects (issue 13, item 18). Only the written value is
 * validated, not the document: a primitive costs a schema lookup along the path and one
 * acceptor call.
 */

type Def = { type: string; [key: string]: unknown }

const ANY = z.unknown()

/** The schema of the whole document: a template `{scene}` or a bare scene `{tracks}`. */
function documentSchema(doc: EditorDocument): z.core.$ZodType {
  return sceneOf(doc) === doc ? SceneContainerSchema : ImageTemplateReqSchema
}

/**
 * The schema of the value at `path`: object fields by name (unknown fields: any JSON), array
 * items by index; optional/nullable wrappers are looked through.
 */
export function schemaAt(root: z.core.$ZodType, path: FieldPath): z.core.$ZodType {
  let schema = root
  for (const segment of path) {
    const def = unwrap(schema)._zod.def as Def
    if (def.type === 'object') {
      const shape = def.shape as Record<string, z.core.$ZodType>
      schema =
        typeof segment === 'string' && Object.hasOwn(shape, segment)
          ? (shape[segment] as z.core.$ZodType)
          : ((def.catchall as z.core.$ZodType | undefined) ?? ANY)
    } else if (def.type === 'array' && typeof segment === 'number') {
      schema = def.element as z.core.$ZodType
    } else {
      // Inside something the schema does not describe as a container (unknown, or a union):
      // only the JSON and structure rules apply below it.
      return ANY
    }
  }
  return schema
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema
  for (;;) {
    const def = s._zod.def as Def
    if (def.type !== 'optional' && def.type !== 'nullable') return s
    s = def.innerType as z.core.$ZodType
  }
}

/**
 * Checks that `value`, written at `path` of `doc`, is JSON data the schema accepts there, with
 * no `"__proto__"` key and no nesting past the parser's depth limit counted from the document
 * root. Fails with `<path>: <what is wrong>` (e.g. `scene.tracks[0].layers[0].x: expected
 * number, got string`).
 */
export function checkValueAt(
  doc: EditorDocument,
  path: FieldPath,
  value: unknown,
  name = 'value',
): void {
  jsonValue(value, name)
  const result = parseWith(schemaAt(documentSchema(doc), path), value, [...path], {
    maxDepth: DEFAULT_MAX_DEPTH - path.length,
    maxProblems: 1,
  })
  if (result.ok) return
  const found = result.problems[0]!
  // The limit was counted from `path`; name it as the parser would, from the document root.
  invalid(
    found.code === 'too-deep'
      ? `${found.path}: ${tooDeepMessage(DEFAULT_MAX_DEPTH)}`
      : formatProblem(found),
  )
}

/**
 * Checks a `setField` write (see writePath): missing or null objects on the way are created,
 * so what is checked is the topmost node the write creates or replaces; `undefined` deletes,
 * which a required field refuses.
 */
export function checkFieldWrite(doc: EditorDocument, path: FieldPath, value: unknown): void {
  let node: unknown = doc
  for (let i = 0; i < path.length - 1; i++) {
    const child = (node as Record<string | number, unknown>)[path[i] as string | number]
    if (child === undefined || child === null) {
      // From here on writePath creates objects: the new object at path[0..i] is what is written.
      if (value !== undefined) jsonValue(value, 'value')
      checkValueAt(doc, path.slice(0, i + 1), nested(path.slice(i + 1), value))
      return
    }
    node = child
  }
  if (value !== undefined) {
    checkValueAt(doc, path, value)
    return
  }
  if (Array.isArray(node)) return // an item removed: the others keep their schema
  const schema = schemaAt(documentSchema(doc), path)
  if (!safeParse(schema, undefined).success) {
    invalid(`${formatPath(path)}: a required field cannot be deleted`)
  }
}

/** `{a: {b: value}}` for the path `['a', 'b']`, as writePath builds it (no key for undefined). */
function nested(path: FieldPath, value: unknown): unknown {
  let built = value
  for (let i = path.length - 1; i >= 0; i--) {
    built = built === undefined ? {} : { [path[i] as string]: built }
  }
  return built
}
