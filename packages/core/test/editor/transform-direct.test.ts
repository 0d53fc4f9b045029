import { Immer, enablePatches } from 'immer'
import { describe, expect, it } from 'vitest'
import { builtinCommands } from '../../src/editor/commands/index.ts'
import { produceTransform } from '../../src/editor/commands/transform-direct.ts'
import type { LayerTransform } from '../../src/editor/commands/transform.ts'
import { tracksOf } from '../../src/editor/document.ts'
import { Editor } from '../../src/editor/editor.ts'
import { LayerLocator } from '../../src/editor/locator.ts'
import type { EditorDocument } from '../../src/editor/types.ts'

enablePatches()
const immer = new Immer({ autoFreeze: false, useStrictIteration: false })
const locator = new LayerLocator()
const ctx = {
  readableCopies: true,
  locate: (doc: EditorDocument, key: string) => locator.locate(doc, key),
  newKey: () => 'unused',
}
const command = builtinCommands.transformLayers

/** A template: an unanimated layer, one with x keyframes (one without properties), a second track. */
const template = (): EditorDocument =>
  JSON.parse(
    JSON.stringify({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            type: 'main',
            layers: [
              { key: 'plain', type: 'color', x: 10, w: 100, h: 50, color: '#fff' },
              {
                key: 'keyed',
                type: 'color',
                x: 5,
                y: 7,
                w: 100,
                h: 50,
                timeline: {
                  start: 0,
                  end: 0,
                  key_frames: [
                    { timestamp: 0, func: 'linear', properties: { x: 0, alpha: 1 } },
                    { timestamp: 1000, func: 'ease-in', properties: null },
                    { timestamp: 2000, func: 'linear', properties: { x: 200 }, extra: 'kept' },
                  ],
                },
              },
            ],
          },
          { index: 1, type: 'main', layers: [{ key: 'other', type: 'color', y: 3, w: 1, h: 1 }] },
        ],
      },
    }),
  ) as EditorDocument

/** The same layers as a bare scene `{tracks}`. */
const scene = (): EditorDocument => (template() as { scene: EditorDocument }).scene

const cases: [string, LayerTransform[], number][] = [
  ['own fields, one added (y)', [{ layer: 'plain', x: 40, y: 9 }], 0],
  ['a value already there: nothing changes', [{ layer: 'plain', x: 10 }], 0],
  ['on a keyframe', [{ layer: 'keyed', x: 50, y: 1 }], 2000],
  ['between keyframes: a keyframe added', [{ layer: 'keyed', x: 50, y: 1 }], 1500],
  ['a keyframe with null properties', [{ layer: 'keyed', x: 70 }], 1000],
  [
    'two tracks at once',
    [
      { layer: 'keyed', x: 1 },
      { layer: 'other', x: 2, y: 4 },
    ],
    500,
  ],
  [
    'two layers of one track',
    [
      { layer: 'plain', y: -3 },
      { layer: 'keyed', y: 8 },
    ],
    0,
  ],
]

describe('transformLayers produced by hand (transform-direct.ts) equals immer', () => {
  for (const [kind, make] of [
    ['template', template],
    ['bare scene', scene],
  ] as const) {
    for (const [name, changes, atMs] of cases) {
      it(`${kind}: ${name}`, () => {
        const base = make()
        const copy = JSON.stringify(base)
        const args = { changes, atMs }
        const plans = command.validate(args, base, ctx)
        const [expected, patches, inverse] = immer.produceWithPatches(base, (draft) => {
          command.perform(draft as EditorDocument, args, plans, ctx)
        })
        const produced = produceTransform(base, args, plans)!
        expect(produced).not.toBeNull()
        // Same document, key order included; the base is untouched.
        expect(JSON.stringify(produced.document)).toBe(JSON.stringify(expected))
        expect(JSON.stringify(base)).toBe(copy)
        // Nothing changed → the base itself, as immer gives it.
        expect(produced.document === base).toBe(expected === base)
        expect(produced.patches.length === 0).toBe(patches.length === 0)
        // Structural sharing as immer's: the same objects kept, layer by layer and keyframe by keyframe.
        const layers = (doc: EditorDocument) => tracksOf(doc).flatMap((t) => t.layers ?? [])
        const frames = (doc: EditorDocument) =>
          layers(doc).flatMap((l) => (l.timeline?.key_frames ?? []) as unknown[])
        const kept = (doc: EditorDocument) => [
          ...layers(doc).map((l, i) => l === layers(base)[i]),
          ...frames(doc).map((f) => frames(base).includes(f)),
        ]
        expect(kept(produced.document)).toEqual(kept(expected))
        // The patches give the result and back.
        const forward = immer.applyPatches(base, produced.patches)
        expect(JSON.stringify(forward)).toBe(JSON.stringify(expected))
        expect(JSON.stringify(immer.applyPatches(forward, produced.inverse))).toBe(copy)
        void inverse
      })
    }
  }

  it('refuses what is not plain objects and arrays (immer then runs the command)', () => {
    const base = template()
    const { scene } = base as unknown as { scene: { tracks: { layers: object[] }[] } }
    const layer = scene.tracks[0]!.layers[0]!
    Object.setPrototypeOf(layer, { inherited: true })
    const args = { changes: [{ layer: 'plain', x: 1 }], atMs: 0 }
    expect(produceTransform(base, args, command.validate(args, base, ctx))).toBeNull()
  })

  it('an Editor gives the same documents and history with and without it (autoFreeze uses immer)', () => {
    const direct = new Editor(template())
    const drafted = new Editor(template(), { autoFreeze: true })
    const steps: [LayerTransform[], number][] = [
      [[{ layer: 'keyed', x: 50, y: 1 }], 1500],
      [
        [
          { layer: 'plain', x: 11, y: 2 },
          { layer: 'other', x: -4 },
        ],
        0,
      ],
      [[{ layer: 'keyed', x: 51 }], 1500],
    ]
    const both = (f: (e: Editor) => void) => {
      f(direct)
      f(drafted)
      expect(JSON.stringify(direct.document)).toBe(JSON.stringify(drafted.document))
    }
    for (const [changes, atMs] of steps) both((e) => e.transformLayers(changes, atMs))
    both((e) => {
      e.beginGesture('move')
      for (let dx = 1; dx <= 3; dx++)
        e.updateGesture(() => e.transformLayers([{ layer: 'keyed', x: 60 + dx }], 700))
      e.commitGesture()
    })
    for (let i = 0; i < 4; i++) both((e) => e.undo())
    expect(JSON.stringify(direct.document)).toBe(JSON.stringify(template()))
    for (let i = 0; i < 4; i++) both((e) => e.redo())
  })
})
