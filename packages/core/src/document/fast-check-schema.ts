import { safeParse, type z } from 'zod/mini'

/** Answers "does zod accept this value?" without building zod's output copy. */
export type Acceptor = (value: unknown) => boolean

const compiled = new WeakMap<z.core.$ZodType, Acceptor>()

/**
 * Compiles a zod schema into an allocation-free acceptor (about 3× faster than safeParse on
 * large scenes). It mirrors zod for the node types our schemas use; any other node (checks,
 * lazy, pipe, refinements…) delegates to zod itself, so it can never accept what zod rejects.
 * Problems are always produced by zod: this is only the fast path for valid input.
 */
export function acceptorFor(schema: z.core.$ZodType): Acceptor {
  let acceptor = compiled.get(schema)
  if (!acceptor) {
    acceptor = compile(schema)
    compiled.set(schema, acceptor)
  }
  return acceptor
}

type Def = { type: string; checks?: unknown[]; [key: string]: unknown }

function compile(schema: z.core.$ZodType): Acceptor {
  const def = schema._zod.def as Def
  const viaZod: Acceptor = (value) => safeParse(schema, value).success
  if (def.checks && def.checks.length > 0) return viaZod
  switch (def.type) {
    case 'unknown':
    case 'any':
      return () => true
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v)
    case 'string':
      return (v) => typeof v === 'string'
    case 'boolean':
      return (v) => typeof v === 'boolean'
    case 'null':
      return (v) => v === null
    case 'optional': {
      const inner = acceptorFor(def.innerType as z.core.$ZodType)
      return (v) => v === undefined || inner(v)
    }
    case 'nullable': {
      const inner = acceptorFor(def.innerType as z.core.$ZodType)
      return (v) => v === null || inner(v)
    }
    case 'literal': {
      const values = def.values as unknown[]
      return (v) => values.includes(v)
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>)
      return (v) => values.includes(v)
    }
    case 'union': {
      const options = (def.options as z.core.$ZodType[]).map((option) => acceptorFor(option))
      return (v) => options.some((accepts) => accepts(v))
    }
    case 'array': {
      const element = acceptorFor(def.element as z.core.$ZodType)
      // An index loop, not every(): holes of sparse arrays must be checked as undefined, as zod does.
      return (v) => {
        if (!Array.isArray(v)) return false
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false
        return true
      }
    }
    case 'object':
      return compileObject(def, viaZod)
    default:
      return viaZod
  }
}

function compileObject(def: Def, viaZod: Acceptor): Acceptor {
  const catchall = def.catchall as z.core.$ZodType | undefined
  if (catchall && catchall._zod.def.type !== 'unknown' && catchall._zod.def.type !== 'any') {
    return viaZod
  }
  const shape = def.shape as Record<string, z.core.$ZodType>
  const keys = Object.keys(shape)
  return generateObjectAcceptor(keys, shape) ?? interpretedObjectAcceptor(keys, shape)
}

function interpretedObjectAcceptor(
  keys: string[],
  shape: Record<string, z.core.$ZodType>,
): Acceptor {
  const acceptors = keys.map((key) => acceptorFor(shape[key] as z.core.$ZodType))
  const count = keys.length
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
    const record = v as Record<string, unknown>
    for (let i = 0; i < count; i++) {
      if (!(acceptors[i] as Acceptor)(record[keys[i] as string])) return false
    }
    return true
  }
}

/**
 * Same check as interpretedObjectAcceptor, generated as one function with primitive fields
 * inlined (like zod's own JIT). Returns undefined where `new Function` is not allowed (CSP).
 */
function generateObjectAcceptor(
  keys: string[],
  shape: Record<string, z.core.$ZodType>,
): Acceptor | undefined {
  const nested: Acceptor[] = []
  const lines = keys.map((key) => {
    const schema = shape[key] as z.core.$ZodType
    const read = `t = r[${JSON.stringify(key)}];`
    const inline = inlineTest(schema)
    if (inline) return `${read} if (!(${inline})) return false;`
    nested.push(acceptorFor(schema))
    return `${read} if (!nested[${nested.length - 1}](t)) return false;`
  })
  const body = `return function accepts(r) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) return false;
    let t;
    ${lines.join('\n    ')}
    return true;
  }`
  try {
    return new Function('nested', body)(nested) as Acceptor
  } catch {
    return undefined
  }
}

/** A JS expression over `t` for optional/nullable primitives, or undefined when not inlinable. */
function inlineTest(schema: z.core.$ZodType): string | undefined {
  const def = schema._zod.def as Def
  if (def.checks && def.checks.length > 0) return undefined
  switch (def.type) {
    case 'unknown':
    case 'any':
      return 'true'
    case 'number':
      return "(typeof t === 'number' && t - t === 0)"
    case 'string':
      return "typeof t === 'string'"
    case 'boolean':
      return "typeof t === 'boolean'"
    case 'optional': {
      const inner = inlineTest(def.innerType as z.core.$ZodType)
      return inner && `(t === undefined || ${inner})`
    }
    case 'nullable': {
      const inner = inlineTest(def.innerType as z.core.$ZodType)
      return inner && `(t === null || ${inner})`
    }
    default:
      return undefined
  }
}
