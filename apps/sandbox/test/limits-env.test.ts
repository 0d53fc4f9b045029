import { describe, expect, it } from 'vitest'
import { limitsFromEnv } from '../src/limits-env.ts'

describe('SANDBOX_* limit variables (issue 26)', () => {
  it('map to the startSandbox options; unset or empty keep the defaults', () => {
    expect(
      limitsFromEnv({
        SANDBOX_HEADERS_TIMEOUT_MS: '1000',
        SANDBOX_REQUEST_TIMEOUT_MS: '2000',
        SANDBOX_IDLE_TIMEOUT_MS: '3000',
        SANDBOX_KEEP_ALIVE_TIMEOUT_MS: '400',
        SANDBOX_MAX_CONNECTIONS: '0',
        SANDBOX_LINGER_MS: '50',
        SANDBOX_MAX_FAULTS: '7',
        SANDBOX_SPACE_QUOTA_BYTES: '1048576',
        SANDBOX_REQUEST_LOG_BYTES: '',
      }),
    ).toEqual({
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      idleTimeoutMs: 3000,
      keepAliveTimeoutMs: 400,
      maxConnections: 0,
      lingerMs: 50,
      maxQueuedFaults: 7,
      spaceQuotaBytes: 1048576,
    })
  })

  it('a value that is not a non-negative integer stops the start naming the variable', () => {
    expect(() => limitsFromEnv({ SANDBOX_MAX_CONNECTIONS: '-1' })).toThrow(
      'SANDBOX_MAX_CONNECTIONS must be a non-negative integer, got "-1"',
    )
    expect(() => limitsFromEnv({ SANDBOX_REQUEST_TIMEOUT_MS: '30s' })).toThrow(
      'SANDBOX_REQUEST_TIMEOUT_MS must be a non-negative integer, got "30s"',
    )
  })
})
