import { describe, expect, it } from 'vitest'
import { RateLimitError, ServerError } from '@podscene/api'
import { apiFailureOf, rateLimitText } from '../src/api-failure.ts'
import { waveformsText } from '../src/use-save.ts'

describe('apiFailureOf', () => {
  it('keeps the server message, code and request id', () => {
    const error = new ServerError({
      message: 'POST /image_templates failed: HTTP 500, code 50000: boom',
      status: 500,
      code: 50000,
      rid: 'rid_1',
      msg: 'boom',
    })
    expect(apiFailureOf(error)).toEqual({
      message:
        'POST /image_templates failed: HTTP 500, code 50000: boom (code 50000, request rid_1)',
    })
  })

  it('gives a rate limit the server’s Retry-After, or one second without it', () => {
    const init = { message: 'limited', status: 429, code: 42900, rid: 'rid_2' }
    expect(apiFailureOf(new RateLimitError({ ...init, retryAfterMs: 3000 })).retryAfterMs).toBe(
      3000,
    )
    expect(apiFailureOf(new RateLimitError(init)).retryAfterMs).toBe(1000)
  })
})

describe('rateLimitText', () => {
  it('counts whole seconds up, never below 1 while waiting', () => {
    expect(rateLimitText(3000)).toBe('Rate limited — retry in 3 s')
    expect(rateLimitText(2001)).toBe('Rate limited — retry in 3 s')
    expect(rateLimitText(10)).toBe('Rate limited — retry in 1 s')
    expect(rateLimitText(-5)).toBe('Rate limited — retry in 1 s')
  })
})

describe('waveformsText', () => {
  it('says which waveforms a template save also saved', () => {
    expect(waveformsText([])).toBe('')
    expect(waveformsText([3])).toBe(' and waveform #3')
    expect(waveformsText([3, 4])).toBe(' and waveforms #3, #4')
  })
})
