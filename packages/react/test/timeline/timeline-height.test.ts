// The timeline's default height: a share of the editor, grown to show every track while the
// canvas row keeps 45 % of the editor (the studio's 1600×1000 first screen cut its last track).
import { describe, expect, it } from 'vitest'
import { defaultTimelineHeight } from '../../src/scene-editor/timeline-height.ts'

describe('defaultTimelineHeight', () => {
  it('is 30 % of the editor while the tracks are not measured, never taller than they need', () => {
    expect(defaultTimelineHeight(1000)).toBe(300)
    expect(defaultTimelineHeight(1000, 180, 200)).toBe(180)
  })

  it('grows to fit the tracks while the canvas keeps 45 % of the editor', () => {
    // 962 px editor, 200 px of other rows: up to 962 − 200 − 433 = 329 px for the timeline.
    expect(defaultTimelineHeight(962, 320, 200)).toBe(320)
    expect(defaultTimelineHeight(962, 500, 200)).toBe(329)
  })

  it('keeps the 30 % share in a short editor where fitting would squeeze the canvas', () => {
    expect(defaultTimelineHeight(682, 330, 200)).toBe(205)
  })
})
