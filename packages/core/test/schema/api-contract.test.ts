import { describe, expect, it } from 'vitest'
import {
  API_PATH_PREFIX,
  BUSINESS_CODES,
  EnvelopeSchema,
  failureEnvelope,
  successEnvelope,
} from '../../src/index.ts'

describe('the API contract shared by the client and the sandbox', () => {
  it('a success envelope is code 0 with the data, and fits the envelope schema', () => {
    const sent = successEnvelope('rid-1', { id: 7 })
    expect(sent).toEqual({
      code: 0,
      msg: 'ok',
      cause: '',
      details: null,
      rid: 'rid-1',
      data: { id: 7 },
    })
    expect(EnvelopeSchema.safeParse(sent).success).toBe(true)
  })

  it('a failure envelope carries the business code of its kind and no data', () => {
    const sent = failureEnvelope('notFound', 'rid-2', {
      msg: 'project 9 not found',
      cause: 'not_found',
      details: { id: 9 },
    })
    expect(sent.code).toBe(40400)
    expect(sent.data).toBeNull()
    expect(EnvelopeSchema.safeParse(sent).success).toBe(true)
  })

  it('each business code is its HTTP status × 100, and codes are unique', () => {
    const entries = Object.entries(BUSINESS_CODES).filter(([name]) => name !== 'ok')
    for (const [name, { code, status }] of entries)
      expect([name, code]).toEqual([name, status * 100])
    expect(new Set(entries.map(([, c]) => c.code)).size).toBe(entries.length)
    expect(API_PATH_PREFIX).toBe('/open/podcast/v1')
  })
})
