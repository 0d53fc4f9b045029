import { EditorCommandError } from '@podscene/core'

/** The message shown beside a field whose edit was refused (the command's detail names the problem). */
export function problemOf(error: unknown): string {
  if (error instanceof EditorCommandError) return error.detail
  if (error instanceof Error) return error.message
  return String(error)
}
