import { describe, expect, it } from 'vitest'
import type { Layer, Track } from '@podscene/core'
import { testDocument } from '@podscene/core/testing'
import { timelineRows } from '../../src/timeline/timeline-layout.ts'

const tracks = testDocument(
  [
    { key: 'a', timeline: { start: 0, end: 2000 } },
    { key: 'b', timeline: { start: 1000, end: 3000 } },
    { key: 'c', timeline: { start: 2500, end: 0 } },
  ],
  [{ key: 'd', timeline: { start: 0, end: 1000 } }],
).scene.tracks as Track[]

/** The tracks with the first layer replaced and every other object kept, as an Editor edit does. */
function withFirstLayer(change: (layer: Layer) => Layer): Track[] {
  const [first, ...rest] = tracks
  const [head, ...tail] = first!.layers!
  return [{ ...first!, layers: [change(head!), ...tail] }, ...rest]
}

describe('timelineRows', () => {
  it('stacks overlapping clips in lanes and lists rows topmost track first', () => {
    const rows = timelineRows(tracks)
    expect(rows.map((r) => r.clips.map((c) => [c.key, c.lane]))).toEqual([
      [['d', 0]],
      [
        ['a', 0],
        ['b', 1],
        ['c', 0],
      ],
    ])
    expect(rows[1]!.lanes).toBe(2)
  })

  it('keeps the clip object of every layer an edit did not touch (memoised clips skip rendering)', () => {
    const before = timelineRows(tracks)
    const after = timelineRows(withFirstLayer((layer) => ({ ...layer, x: 99 })))
    expect(after[1]!.clips[0]).not.toBe(before[1]!.clips[0])
    expect(after[1]!.clips[0]!.layer.x).toBe(99)
    expect(after[1]!.clips[1]).toBe(before[1]!.clips[1])
    expect(after[1]!.clips[2]).toBe(before[1]!.clips[2])
    expect(after[0]!.clips[0]).toBe(before[0]!.clips[0])
  })

  it('gives a clip a new object when only its lane changes', () => {
    const before = timelineRows(tracks)
    const after = timelineRows(
      withFirstLayer((layer) => ({ ...layer, timeline: { start: 0, end: 500 } })),
    )
    expect(before[1]!.clips[1]!.lane).toBe(1)
    expect(after[1]!.clips[1]!.lane).toBe(0)
    expect(after[1]!.clips[1]).not.toBe(before[1]!.clips[1])
  })
})

describe('keyframe marks', () => {
  it('put a keyframe without a timestamp at the layer start (core keyframeTime), like evaluation', () => {
    const rows = timelineRows(
      withFirstLayer((layer) => ({
        ...layer,
        timeline: {
          start: 0,
          end: 2000,
          key_frames: [
            { timestamp: 500, properties: { x: 1 } },
            { properties: { x: 0 } },
            { timestamp: null, properties: { x: 2 } } as never,
          ],
        },
      })),
    )
    expect(rows[1]!.clips[0]!.keyframes).toEqual([
      { time: 0, index: 1 },
      { time: 0, index: 2 },
      { time: 500, index: 0 },
    ])
  })
})
