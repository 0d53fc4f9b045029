import { describe, expect, it } from 'vitest'
import { loadTimelineView, storeTimelineView } from '../src/look/timeline-view.ts'

const memory = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('the kept timeline view', () => {
  it('keeps the height and the track height, each change merged with the other', () => {
    const storage = memory()
    expect(loadTimelineView(storage)).toEqual({})
    storeTimelineView({ height: 260 }, storage)
    storeTimelineView({ trackSize: 'large' }, storage)
    expect(loadTimelineView(storage)).toEqual({ height: 260, trackSize: 'large' })
  })

  it('ignores what it did not write: bad JSON, unknown sizes, non-numbers', () => {
    const key = 'podscene-studio:timeline-view'
    expect(loadTimelineView(memory({ [key]: '{oops' }))).toEqual({})
    expect(
      loadTimelineView(memory({ [key]: JSON.stringify({ height: 'tall', trackSize: 'huge' }) })),
    ).toEqual({})
    expect(loadTimelineView(memory({ [key]: JSON.stringify({ height: -5 }) }))).toEqual({})
  })
})
