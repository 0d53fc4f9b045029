import { expect } from 'vitest'
import { EditorCommandError } from '../../src/editor/index.ts'
import type { Layer } from '../../src/schema/layer.ts'
import type { TestEditor } from '../../src/testing/index.ts'
import { collectExtras } from './property-support.ts'

type R = readonly number[]
/** Runs one random operation; returns ids of unknown fields it may remove, or 'skip'. */
type Op = (editor: TestEditor, r: R) => number[] | 'skip'

/** Keeps documents small so many runs stay fast (copies would otherwise grow them). */
const MAX_LAYERS = 30
const int = (x: number, n: number) => Math.floor(x * n)
const layersOf = (e: TestEditor) =>
  e
    .getTracks()
    .flatMap((t, ti) => (t.layers ?? []).map((l, i) => ({ layer: l, track: ti, index: i })))
const pickLayer = (e: TestEditor, x: number) => {
  const all = layersOf(e)
  return all.length === 0 ? undefined : all[int(x, all.length)]!
}
const keyOf = (l: Layer) => l.key as string
const span = (l: Layer) => ({ start: l.timeline?.start ?? 0, end: l.timeline?.end ?? 0 })
const idsIn = (value: unknown) => [...collectExtras(value).keys()]
const EASINGS = ['linear', 'ease-in-out', 'step', 'cubic-bezier(0.2,0.1,0.3,1)']
const EFFECTS = ['fade', 'slide-left', 'zoom-in', 'wipe-right']

const withLayer =
  (
    fn: (e: TestEditor, l: Layer, r: R, at: { track: number; index: number }) => number[] | void,
  ): Op =>
  (e, r) => {
    const picked = pickLayer(e, r[0]!)
    if (!picked) return 'skip'
    return fn(e, picked.layer, r, picked) ?? []
  }

const withKeyframe = (fn: (e: TestEditor, l: Layer, i: number, r: R) => number[] | void): Op =>
  withLayer((e, l, r) => {
    const count = l.timeline?.key_frames?.length ?? 0
    if (count === 0) return []
    return fn(e, l, int(r[1]!, count), r) ?? []
  })

const withWord = (fn: (e: TestEditor, l: Layer, i: number, r: R) => number[] | void): Op =>
  withLayer((e, l, r) => {
    const count = l.subtitle?.word_seq?.length ?? 0
    if (count === 0) return []
    return fn(e, l, int(r[1]!, count), r) ?? []
  })

export const operations: Record<string, Op> = {
  addLayer: (e, r) => {
    const tracks = e.getTracks().length
    e.addLayer(int(r[0]!, tracks), {
      type: 'text',
      x: int(r[1]!, 500),
      prop: { textInfo: { color: '#fff' } },
    })
    return []
  },
  removeLayers: withLayer((e, l) => {
    e.removeLayers([keyOf(l)])
    return idsIn(l)
  }),
  duplicateLayers: withLayer(
    (e, l) => void (layersOf(e).length < MAX_LAYERS && e.duplicateLayers([keyOf(l)])),
  ),
  reorderLayer: withLayer((e, l, r, at) => {
    const length = e.getTracks()[at.track]!.layers!.length
    e.reorderLayer(keyOf(l), int(r[1]!, length))
  }),
  moveLayerToTrack: withLayer((e, l, r) =>
    e.moveLayerToTrack(keyOf(l), int(r[1]!, e.getTracks().length)),
  ),
  addTrack: (e, r) => {
    e.addTrack({ index: int(r[0]!, e.getTracks().length + 1) })
    return []
  },
  removeTrack: (e, r) => {
    const tracks = e.getTracks()
    if (tracks.length < 2) return 'skip'
    const t = int(r[0]!, tracks.length)
    const removed = idsIn(tracks[t])
    e.removeTrack(t)
    return removed
  },
  duplicateTrack: (e, r) => {
    if (layersOf(e).length >= MAX_LAYERS || e.getTracks().length >= 6) return 'skip'
    e.duplicateTrack(int(r[0]!, e.getTracks().length))
    return []
  },
  reorderTrack: (e, r) => {
    const n = e.getTracks().length
    e.reorderTrack(int(r[0]!, n), int(r[1]!, n))
    return []
  },
  setLayerField: withLayer((e, l, r) =>
    e.setLayerField(keyOf(l), ['prop', 'textInfo', 'color'], `#${int(r[1]!, 999999)}`),
  ),
  setField: withLayer((e, _l, r, at) =>
    e.setField(['scene', 'tracks', at.track, 'layers', at.index, 'alpha'], r[1]!),
  ),
  setGeometry: withLayer((e, l, r) =>
    e.setGeometry(keyOf(l), {
      x: int(r[1]!, 1000),
      y: int(r[2]!, 1000),
      w: int(r[3]!, 500),
      r: int(r[4]!, 360),
    }),
  ),
  translateLayers: (e, r) => {
    const keys = layersOf(e)
      .slice(0, 2)
      .map((p) => keyOf(p.layer))
    if (keys.length === 0) return 'skip'
    e.translateLayers(keys, int(r[0]!, 200) - 100, int(r[1]!, 200) - 100)
    return []
  },
  transformLayers: withLayer((e, l, r) =>
    e.transformLayers(
      [{ layer: keyOf(l), x: int(r[1]!, 1000) - 200, w: int(r[2]!, 500), alpha: r[3]! }],
      int(r[4]!, 6000),
    ),
  ),
  addKeyframe: withLayer(
    (e, l, r) =>
      void e.addKeyframe(keyOf(l), {
        timestamp: int(r[1]!, 3000),
        properties: { x: int(r[2]!, 100), alpha: r[3]! },
        func: EASINGS[int(r[4]!, 4)],
      }),
  ),
  updateKeyframe: withKeyframe((e, l, i, r) =>
    e.updateKeyframe(keyOf(l), i, { properties: { y: int(r[2]!, 100) } }),
  ),
  removeKeyframe: withKeyframe((e, l, i) => {
    const removed = idsIn(l.timeline!.key_frames![i])
    e.removeKeyframe(keyOf(l), i)
    return removed
  }),
  retimeKeyframe: withKeyframe((e, l, i, r) => e.retimeKeyframe(keyOf(l), i, int(r[2]!, 5000))),
  setKeyframeEasing: withKeyframe((e, l, i, r) =>
    e.setKeyframeEasing(keyOf(l), i, EASINGS[int(r[2]!, 4)]!),
  ),
  setTimeline: withLayer((e, l, r) => {
    const start = int(r[1]!, 4000)
    e.setTimeline(keyOf(l), { start, end: r[2]! < 0.3 ? 0 : start + 1 + int(r[3]!, 4000) })
  }),
  trimLayer: withLayer((e, l, r) => {
    const { end } = span(l)
    const start = end > 0 ? int(r[1]!, end) : int(r[1]!, 3000)
    e.trimLayer(keyOf(l), { start })
  }),
  splitLayer: withLayer((e, l, r) => {
    const { start, end } = span(l)
    const length = end > 0 ? end - start : 3000
    if (length < 2) return []
    e.splitLayer(keyOf(l), start + 1 + int(r[1]!, length - 1))
  }),
  setCross: withLayer((e, l, r) =>
    e.setCross(keyOf(l), {
      in: [EFFECTS[int(r[1]!, 4)]!],
      in_time: int(r[2]!, 500),
      out: r[3]! < 0.5 ? [] : ['fade'],
    }),
  ),
  setAnimationPreset: withLayer((e, l, r) =>
    e.setAnimationPreset(
      keyOf(l),
      (['enter', 'leave', 'cycle'] as const)[int(r[1]!, 3)]!,
      r[2]! < 0.3 ? null : { duration: int(r[3]!, 1000), effectType: EFFECTS[int(r[4]!, 4)]! },
    ),
  ),
  updateWord: withWord((e, l, i, r) =>
    e.updateWord(keyOf(l), i, {
      text: `w${int(r[2]!, 99)}`,
      hide: r[3]! < 0.5,
      break: r[4]! < 0.5 ? '' : '\n',
    }),
  ),
  splitWord: withWord((e, l, i, r) => {
    const text = l.subtitle!.word_seq![i]!.text ?? ''
    if (text.length < 2) return []
    e.splitWord(keyOf(l), i, 1 + int(r[2]!, text.length - 1))
  }),
  mergeWords: withWord((e, l, i) => {
    const words = l.subtitle!.word_seq!
    if (i + 1 >= words.length) return []
    const removed = idsIn(words[i + 1])
    e.mergeWords(keyOf(l), i)
    return removed
  }),
  zOrder: withLayer((e, l, r) =>
    e.zOrder((['forward', 'backward', 'front', 'back'] as const)[int(r[1]!, 4)]!, [keyOf(l)]),
  ),
  align: (e, r) => {
    const keys = layersOf(e)
      .slice(0, 3)
      .map((p) => keyOf(p.layer))
    if (keys.length < 2) return 'skip'
    e.align((['left', 'center', 'right', 'top', 'middle', 'bottom'] as const)[int(r[0]!, 6)]!, keys)
    return []
  },
  distribute: (e, r) => {
    const keys = layersOf(e)
      .slice(-4)
      .map((p) => keyOf(p.layer))
    if (keys.length < 3) return 'skip'
    e.distribute(r[0]! < 0.5 ? 'horizontal' : 'vertical', keys)
    return []
  },
  copyPaste: withLayer((e, l, r) => {
    if (layersOf(e).length >= MAX_LAYERS) return []
    e.paste(e.copy([keyOf(l)]), { track: int(r[1]!, e.getTracks().length) })
  }),
  drag: withLayer((e, l) => {
    e.drag([keyOf(l)], 30, -20, 3)
  }),
  cancelledGesture: withLayer((e, l) => {
    const before = e.document
    e.beginGesture()
    e.setGeometry(keyOf(l), { x: -999 })
    e.removeLayers([keyOf(l)])
    e.cancelGesture()
    expect(e.document).toBe(before)
  }),
  batch: withLayer((e, l, r) => {
    e.batch(() => {
      e.setGeometry(keyOf(l), { h: int(r[1]!, 300) })
      e.addKeyframe(keyOf(l), { timestamp: int(r[2]!, 1000), properties: { x: 1 } })
    })
  }),
  invalid: (e, r) => {
    const before = e.document
    const depth = e.historyDepth
    const attempts = [
      () => e.setGeometry('no-such-layer', { x: 1 }),
      () => e.addKeyframe(keyOf(pickLayer(e, r[1]!)?.layer ?? {}), { timestamp: -1 }),
      () => e.reorderTrack(0, 99),
    ]
    expect(attempts[int(r[0]!, attempts.length)]!).toThrow(EditorCommandError)
    expect(e.document).toBe(before)
    expect(e.historyDepth).toEqual(depth)
    return []
  },
  undo: (e) => {
    e.undo()
    return 'skip'
  },
  redo: (e) => {
    e.redo()
    return 'skip'
  },
}
