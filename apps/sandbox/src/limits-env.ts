/**
 * The hardening limits read from the environment by `pnpm sandbox` (README, "Environment"): each
 * variable maps to the `startSandbox` option of the same meaning; unset keeps the default.
 */
export const limitEnvVars = {
  SANDBOX_HEADERS_TIMEOUT_MS: 'headersTimeoutMs',
  SANDBOX_REQUEST_TIMEOUT_MS: 'requestTimeoutMs',
  SANDBOX_IDLE_TIMEOUT_MS: 'idleTimeoutMs',
  SANDBOX_KEEP_ALIVE_TIMEOUT_MS: 'keepAliveTimeoutMs',
  SANDBOX_MAX_CONNECTIONS: 'maxConnections',
  SANDBOX_LINGER_MS: 'lingerMs',
  SANDBOX_MAX_FAULTS: 'maxQueuedFaults',
  SANDBOX_SPACE_QUOTA_BYTES: 'spaceQuotaBytes',
  SANDBOX_REQUEST_LOG_BYTES: 'requestLogBytes',
} as const

type LimitOption = (typeof limitEnvVars)[keyof typeof limitEnvVars]

/** The options set in `env`; throws naming the variable when one is not a non-negative integer. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<LimitOption, number>> {
  const options: Partial<Record<LimitOption, number>> = {}
  for (const [name, option] of Object.entries(limitEnvVars)) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    if (!/^\d{1,15}$/.test(raw))
      throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
    options[option] = Number(raw)
  }
  return options
}
