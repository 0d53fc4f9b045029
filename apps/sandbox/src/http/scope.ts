import type { Scope } from '../config.ts'
import type { RequestAuth } from './hooks.ts'
import { SandboxError } from './envelope.ts'

/** 403 unless the key holds `scope`; `what` names the route in the message (`POST /x`). */
export function requireScope(auth: RequestAuth, scope: Scope, what: string): void {
  if (auth.scopes.includes(scope)) return
  throw new SandboxError('permission', `this API key lacks the scope ${scope} needed by ${what}`, {
    cause: 'missing_scope',
    details: { required_scope: scope },
  })
}
