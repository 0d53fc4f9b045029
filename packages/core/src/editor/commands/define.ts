import type { Command, CommandContext, EditorDocument, HistoryPolicy } from '../types.ts'

/** Declares a command; the history policy defaults to `record`. */
export function defineCommand<A, P, R = void>(spec: {
  name: string
  history?: HistoryPolicy
  validate(args: A, doc: EditorDocument, ctx: CommandContext): P
  perform(draft: EditorDocument, args: A, plan: P, ctx: CommandContext): R
}): Command<A, P, R> {
  return { history: 'record', ...spec }
}
