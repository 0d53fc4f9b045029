import { parseArgs, type ParseArgsConfig } from 'node:util'
import { UsageError } from './cli-error.ts'

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * node:util parseArgs in strict mode, with its errors turned into UsageError so the user sees
 * e.g. `unknown option '--jsn'` instead of a stack trace.
 */
export function parseCommandArgs<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(cleanParseArgsMessage(error))
  }
}

function cleanParseArgsMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // Node appends advice about '--' to unknown-option errors; keep the first sentence.
  return message
    .replace(/\. To specify a positional argument.*$/s, '')
    .replace(/^Unknown option/, 'unknown option')
}
