import { SandboxError } from '../http/envelope.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { checkSchema } from '../http/validate.ts'
import { bodySchemas } from './body-schemas.ts'

/** What a worker sends back for a bad body: enough to rebuild the same SandboxError. */
export type BodyVerdict = {
  kind: SandboxError['kind']
  message: string
  cause: string
  details: unknown
} | null

/**
 * Every check a body gets before its operation runs, that can cost time on hostile input: JSON
 * syntax, core's structure rules, well-formed Unicode and the route's core schema. Null when
 * the body passes. Runs in a worker for large bodies (see body-validator.ts).
 */
export function checkBodyText(route: string, text: string): BodyVerdict {
  try {
    const value = parseJsonBody(text)
    const schema = bodySchemas.get(route)
    if (schema && value !== undefined) checkSchema(schema, value)
    return null
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error
    return { kind: error.kind, message: error.message, cause: error.cause, details: error.details }
  }
}
