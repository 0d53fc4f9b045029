import { describe, expect, it } from 'vitest'
import { produce } from 'immer'
import { compileScene, evaluateScene } from '../../src/evaluate/index.ts'
import type { SceneContainer } from '../../src/schema/index.ts'

const scene: SceneContainer = {
  tracks: [
    { index: 2, key: 'top', layers: [{ key: 'c1', type: 'text' }] },
    {
      index: 0,
      key: 'bottom',
      layers: [
        { key: 'a1', type: 'image' },
        { key: 'a2', type: 'image' },
      ],
    },
    { index: 1, key: 'middle-first', layers: [{ key: 'b1', type: 'shape' }] },
    { index: 1, key: 'middle-second', layers: [{ key: 'b2', type: 'shape' }] },
    { key: 'no-index', layers: [{ key: 'z', type: 'color' }] },
  ],
}

describe('draw order', () => {
  it('tracks by ascending index (stable for ties, missing index = 0), then layers in array order', () => {
    const order = evaluateScene(compileScene(scene), 0).map((l) => `${l.trackKey}/${l.key}`)
    expect(order).toEqual([
      'bottom/a1',
      'bottom/a2',
      'no-index/z',
      'middle-first/b1',
      'middle-second/b2',
      'top/c1',
    ])
  })

  it('reports where each layer is stored', () => {
    const b2 = evaluateScene(compileScene(scene), 0).find((l) => l.key === 'b2')!
    expect([b2.trackIndex, b2.layerIndex]).toEqual([3, 0])
    expect(b2.source).toBe(scene.tracks![3]!.layers![0])
  })
})

describe('incremental compilation', () => {
  const doc: SceneContainer = {
    tracks: [
      {
        index: 0,
        key: 't0',
        layers: [
          { key: 'a', x: 1 },
          { key: 'b', x: 2 },
        ],
      },
      { index: 1, key: 't1', layers: [{ key: 'c', x: 3 }] },
    ],
  }

  it('reuses untouched layers and tracks after an immer edit', () => {
    const first = compileScene(doc)
    const next = produce(doc, (draft) => {
      draft.tracks![0]!.layers![1]!.x = 20
    })
    const second = compileScene(next, first)
    expect(second.tracks[1]).toBe(first.tracks[1])
    expect(second.tracks[0]!.entries[0]).toBe(first.tracks[0]!.entries[0])
    expect(second.tracks[0]!.entries[1]!.layer).not.toBe(first.tracks[0]!.entries[1]!.layer)
    expect(evaluateScene(second, 0).map((l) => l.x)).toEqual([1, 20, 3])
    expect(evaluateScene(first, 0).map((l) => l.x)).toEqual([1, 2, 3])
  })

  it('returns the previous compilation for the same scene object', () => {
    const first = compileScene(doc)
    expect(compileScene(doc, first)).toBe(first)
  })

  it('reordering tracks keeps layer compilations but updates positions', () => {
    const first = compileScene(doc)
    const swapped = produce(doc, (draft) => {
      draft.tracks!.reverse()
    })
    const second = compileScene(swapped, first)
    const c = second.entries.find((e) => e.layer.key === 'c')!
    expect(c.trackIndex).toBe(0)
    expect(c.layer).toBe(first.entries.find((e) => e.layer.key === 'c')!.layer)
    expect(second.entries.map((e) => e.layer.key)).toEqual(['a', 'b', 'c'])
  })

  it('duration follows the edit', () => {
    const first = compileScene(doc)
    const longer = produce(doc, (draft) => {
      draft.tracks![1]!.layers![0]!.timeline = { start: 0, end: 9000 }
    })
    expect(compileScene(longer, first).durationMs).toBe(9000)
  })
})
