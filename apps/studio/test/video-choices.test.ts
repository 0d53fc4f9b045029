import { describe, expect, it } from 'vitest'
import { rangeOf, sizeChoices, timeLeftText } from '../src/video/video-choices.ts'

describe('Export video choices', () => {
  it('offers the canvas size, 720p when smaller, half and quarter, each even and once', () => {
    expect(sizeChoices({ width: 1920, height: 1080 }).map((s) => s.label)).toEqual([
      '1920×1080',
      '1280×720',
      '960×540',
      '480×270',
    ])
    expect(sizeChoices({ width: 1080, height: 1920 }).map((s) => s.label)).toEqual([
      '1080×1920',
      '720×1280',
      '540×960',
      '270×480',
    ])
    expect(sizeChoices({ width: 1080, height: 1080 }).map((s) => [s.width, s.height])).toEqual([
      [1080, 1080],
      [720, 720],
      [540, 540],
      [270, 270],
    ])
  })

  it('reads the range in seconds, naming the field that is wrong', () => {
    expect(rangeOf('1', '2.5', 6000)).toEqual({ fromMs: 1000, toMs: 2500 })
    expect(rangeOf('0', '1', 0)).toEqual({ fromMs: 0, toMs: 1000 }) // a still: one second
    expect(rangeOf('', '2', 6000)).toEqual({
      problem: 'Start (s) must be a number of seconds, 0 or more',
    })
    expect(rangeOf('-1', '2', 6000)).toMatchObject({ problem: expect.stringMatching(/^Start/) })
    expect(rangeOf('0', 'x', 6000)).toEqual({ problem: 'End (s) must be a number of seconds' })
    expect(rangeOf('0', '7', 6000)).toEqual({
      problem: 'End (s) must be at most 6 (the end of the scene)',
    })
    expect(rangeOf('3', '2', 6000)).toEqual({ problem: 'End (s) must be after Start (s)' })
  })

  it('says the time left in seconds, then minutes', () => {
    expect(timeLeftText(null)).toBe('Estimating time left…')
    expect(timeLeftText(200)).toBe('About 1 s left')
    expect(timeLeftText(42_000)).toBe('About 42 s left')
    expect(timeLeftText(300_000)).toBe('About 5 min left')
  })
})
