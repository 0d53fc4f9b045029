import { describe, expect, it } from 'vitest'
import { TestEditor, testDocument } from '../../src/testing/index.ts'

describe('layers', () => {
  it('adds a layer on top by default with a new key, keeping given fields', () => {
    const editor = TestEditor.of([{}])
    const key = editor.addLayer(0, { type: 'text', x: 5, custom: { deep: [1, null] } })
    expect(key).toBe('layer-1')
    expect(editor.keys(0)).toEqual(['l0', 'layer-1'])
    expect(editor.layer(key)).toEqual({ type: 'text', x: 5, custom: { deep: [1, null] }, key })
  })

  it('keeps a given unused key, replaces a used one, inserts at an index', () => {
    const editor = TestEditor.of([{}, {}])
    expect(editor.addLayer(0, { key: 'mine' }, 0)).toBe('mine')
    expect(editor.addLayer(0, { key: 'l1' })).toBe('layer-1')
    expect(editor.keys(0)).toEqual(['mine', 'l0', 'l1', 'layer-1'])
  })

  it('does not share the added object with the caller', () => {
    const editor = TestEditor.of([{}])
    const given = { prop: { textInfo: { color: '#fff' } } }
    const key = editor.addLayer(0, given)
    given.prop.textInfo.color = '#000'
    expect(editor.layer(key).prop?.textInfo?.color).toBe('#fff')
  })

  it('removes layers from several tracks at once', () => {
    const editor = TestEditor.of([{}, {}, {}], [{}, {}])
    editor.removeLayers(['l0', 'l2', { track: 1, index: 1 }])
    expect(editor.keys(0)).toEqual(['l1'])
    expect(editor.keys(1)).toEqual(['l3'])
  })

  it('duplicates layers right above each original with new keys and all fields, 20 px off', () => {
    const editor = TestEditor.of([
      { x: 1, y: 5, extra: { a: 1 } },
      { x: 2, y: 0 },
    ])
    const keys = editor.duplicateLayers(['l0', 'l1'])
    expect(keys).toEqual(['layer-1', 'layer-2'])
    expect(editor.keys(0)).toEqual(['l0', 'layer-1', 'l1', 'layer-2'])
    expect(editor.layer('layer-1')).toEqual({ ...editor.layer('l0'), key: 'layer-1', x: 21, y: 25 })
  })

  it("offsets a duplicate's whole motion by 20 px", () => {
    const editor = TestEditor.of([
      {
        x: 0,
        y: 0,
        timeline: {
          start: 0,
          end: 0,
          key_frames: [{ timestamp: 0, func: 'linear', properties: { x: 100, alpha: 1 } }],
        },
      },
    ] as never)
    const [key] = editor.duplicateLayers(['l0'])
    expect(editor.layer(key!).timeline?.key_frames?.[0]?.properties).toEqual({ x: 120, alpha: 1 })
  })

  it('reorders a layer within its track', () => {
    const editor = TestEditor.of([{}, {}, {}])
    editor.reorderLayer('l0', 2)
    expect(editor.keys(0)).toEqual(['l1', 'l2', 'l0'])
  })

  it('moves a layer to another track, on top by default or at an index', () => {
    const editor = TestEditor.of([{}, {}], [{}])
    editor.moveLayerToTrack('l0', 't1')
    expect(editor.keys(0)).toEqual(['l1'])
    expect(editor.keys(1)).toEqual(['l2', 'l0'])
    editor.moveLayerToTrack('l1', 1, 0)
    expect(editor.keys(1)).toEqual(['l1', 'l2', 'l0'])
    editor.moveLayerToTrack('l1', 1, 2)
    expect(editor.keys(1)).toEqual(['l2', 'l0', 'l1'])
  })

  it('addresses layers by position when keys are duplicated or missing', () => {
    const document = testDocument([{ key: 'same' }, { key: 'same' }])
    delete document.scene.tracks![0]!.layers![0]!.key
    const editor = new TestEditor(document)
    editor.setGeometry({ track: 0, index: 0 }, { x: 11 })
    editor.setGeometry({ track: 0, index: 1 }, { x: 22 })
    expect(editor.getTracks()[0]!.layers!.map((l) => l.x)).toEqual([11, 22])
    expect(editor.layer('same').x).toBe(22)
  })
})

describe('tracks', () => {
  it('adds an empty track on top, keyed, with the next index', () => {
    const editor = TestEditor.of([{}], [{}])
    expect(editor.addTrack()).toBe(2)
    expect(editor.getTracks()[2]).toEqual({ layers: [], key: 'track-1', index: 2 })
  })

  it('adds a given track at a position; array order becomes draw order', () => {
    const editor = TestEditor.of([{}], [{}])
    editor.addTrack({ track: { key: 'bg', type: 'bg', layers: [{ key: 'b0' }] }, index: 0 })
    expect(editor.getTracks().map((t) => [t.key, t.index])).toEqual([
      ['bg', 0],
      ['t0', 1],
      ['t1', 2],
    ])
    expect(editor.keys(0)).toEqual(['b0'])
  })

  it('keeps index fields alone when some track has none', () => {
    const document = testDocument([{}], [{}])
    delete document.scene.tracks![1]!.index
    const editor = new TestEditor(document)
    editor.reorderTrack(1, 0)
    expect(editor.getTracks().map((t) => t.index)).toEqual([undefined, 0])
  })

  it('removes a track by key or position', () => {
    const editor = TestEditor.of([{}], [{}], [{}])
    editor.removeTrack('t1')
    editor.removeTrack(0)
    expect(editor.getTracks().map((t) => t.key)).toEqual(['t2'])
  })

  it('duplicates a track above the original with new keys for it and its layers', () => {
    const editor = TestEditor.of([{ x: 3 }, {}], [{}])
    expect(editor.duplicateTrack('t0')).toBe(1)
    const copy = editor.getTracks()[1]!
    expect(copy.key).toBe('track-1')
    expect(copy.layers!.map((l) => l.key)).toEqual(['layer-2', 'layer-3'])
    expect(copy.layers![0]!.x).toBe(3)
    expect(editor.getTracks().map((t) => t.index)).toEqual([0, 1, 2])
  })

  it('reorders tracks and renumbers index in the new array order', () => {
    const editor = TestEditor.of([{}], [{}], [{}])
    editor.reorderTrack('t0', 2)
    expect(editor.getTracks().map((t) => [t.key, t.index])).toEqual([
      ['t1', 0],
      ['t2', 1],
      ['t0', 2],
    ])
  })

  it('works on a bare scene and creates the tracks array when absent', () => {
    const editor = new TestEditor({} as never)
    editor.addTrack()
    const key = editor.addLayer(0)
    expect(editor.document).toEqual({ tracks: [{ layers: [{ key }], key: 'track-1' }] })
  })
})
