import { describe, expect, it } from 'vitest'
import { EditorCommandError } from '../../src/editor/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

function fixture(): TestEditor {
  const editor = TestEditor.of(
    [
      {
        x: 0,
        timeline: { start: 1000, end: 5000, key_frames: [{ timestamp: 0, properties: { x: 1 } }] },
        subtitle: { word_seq: [{ text: 'hello', start: 1000, end: 1500 }] },
      },
      {},
    ],
    [{}],
  )
  editor.setGeometry('l0', { y: 1 })
  return editor
}

type Case = [string, (e: TestEditor) => unknown, string, string]

const cases: Case[] = [
  [
    'unknown layer',
    (e) => e.setGeometry('abc', { x: 1 }),
    'not-found',
    'setGeometry: layer "abc" not found',
  ],
  [
    'negative timestamp',
    (e) => e.addKeyframe('l0', { timestamp: -5 }),
    'invalid-argument',
    'addKeyframe: timestamp must be a finite number ≥ 0, got -5',
  ],
  [
    'NaN geometry',
    (e) => e.setGeometry('l0', { x: Number.NaN }),
    'invalid-argument',
    'setGeometry: x must be a finite number, got NaN',
  ],
  [
    'negative width',
    (e) => e.setGeometry('l0', { w: -1 }),
    'invalid-argument',
    'setGeometry: w must be a finite number ≥ 0, got -1',
  ],
  [
    'empty geometry',
    (e) => e.setGeometry('l0', {}),
    'invalid-argument',
    'setGeometry: give at least one of x, y, w, h, r',
  ],
  [
    'layer ref of wrong type',
    (e) => e.setGeometry(42 as never, { x: 1 }),
    'invalid-argument',
    'setGeometry: layer must be a layer key or {track, index} positions, got 42',
  ],
  [
    'position out of range',
    (e) => e.setGeometry({ track: 5, index: 0 }, { x: 1 }),
    'not-found',
    'setGeometry: layer at track 5 index 0 not found',
  ],
  ['unknown track', (e) => e.addLayer('nope'), 'not-found', 'addLayer: track "nope" not found'],
  [
    'track position past end',
    (e) => e.addLayer(7),
    'not-found',
    'addLayer: track at position 7 not found (2 tracks)',
  ],
  [
    'insert index past end',
    (e) => e.addLayer(0, {}, 9),
    'out-of-range',
    'addLayer: index must be in 0..2, got 9',
  ],
  [
    'layer not an object',
    (e) => e.addLayer(0, [] as never),
    'invalid-argument',
    'addLayer: layer must be an object, got an array',
  ],
  [
    'non-JSON value',
    (e) => e.setLayerField('l0', ['x'], Number.POSITIVE_INFINITY),
    'invalid-argument',
    'setLayerField: value must be a finite number, got Infinity',
  ],
  [
    'function value',
    (e) => e.setField(['scene', 'extra'], { f: () => 1 }),
    'invalid-argument',
    'setField: value.f must be JSON data, got a function',
  ],
  [
    'empty path',
    (e) => e.setField([], 1),
    'invalid-argument',
    'setField: path must be a non-empty array of keys and indexes, got an array',
  ],
  [
    'proto path',
    (e) => e.setField(['__proto__', 'x'], 1),
    'invalid-argument',
    'setField: path segment "__proto__" is not allowed',
  ],
  [
    'key on a number',
    (e) => e.setLayerField('l0', ['x', 'deep'], 1),
    'invalid-argument',
    'setLayerField: scene.tracks[0].layers[0].x.deep: cannot set a key on 0',
  ],
  [
    'array index past end',
    (e) => e.setField(['scene', 'tracks', 9], {}),
    'not-found',
    'setField: scene.tracks[9]: index 9 is past the end (length 2)',
  ],
  [
    'keyframe index',
    (e) => e.removeKeyframe('l0', 3),
    'out-of-range',
    'removeKeyframe: keyframe 3 not found (the layer has 1 keyframe)',
  ],
  [
    'unknown easing',
    (e) => e.setKeyframeEasing('l0', 0, 'bouncy'),
    'invalid-argument',
    'setKeyframeEasing: func: unknown easing "bouncy"',
  ],
  [
    'bad bezier',
    (e) => e.setKeyframeEasing('l0', 0, 'cubic-bezier(2,0,1,1)'),
    'invalid-argument',
    'setKeyframeEasing: func: x control points must be within [0, 1]',
  ],
  [
    'keyframe property',
    (e) => e.updateKeyframe('l0', 0, { properties: { x: 'a' as never } }),
    'invalid-argument',
    'updateKeyframe: properties.x must be a finite number, got "a"',
  ],
  [
    'end before start',
    (e) => e.setTimeline('l0', { end: 500 }),
    'invalid-argument',
    'setTimeline: end must be 0 (lasts the whole scene) or after start 1000, got 500',
  ],
  [
    'trim nothing',
    (e) => e.trimLayer('l0', {}),
    'invalid-argument',
    'trimLayer: give start and/or end',
  ],
  [
    'split outside span',
    (e) => e.splitLayer('l0', 6000),
    'out-of-range',
    "splitLayer: at must be inside the layer's span (1000, 5000), got 6000",
  ],
  [
    'unknown transition',
    (e) => e.setCross('l0', { in: ['fade', 'sparkle'] }),
    'invalid-argument',
    'setCross: in[1] must be one of fade,',
  ],
  [
    'bad preset slot',
    (e) => e.setAnimationPreset('l0', 'middle' as never, null),
    'invalid-argument',
    'setAnimationPreset: slot must be one of enter, leave, cycle, got "middle"',
  ],
  [
    'bad preset duration',
    (e) => e.setAnimationPreset('l0', 'enter', { duration: -1, effectType: 'fade' }),
    'invalid-argument',
    'setAnimationPreset: preset.duration must be a finite number ≥ 0, got -1',
  ],
  [
    'word index',
    (e) => e.updateWord('l0', 4, { text: 'x' }),
    'out-of-range',
    'updateWord: word 4 not found (the layer has 1 words)',
  ],
  [
    'no words',
    (e) => e.updateWord('l1', 0, { text: 'x' }),
    'invalid-argument',
    'updateWord: the layer has no words',
  ],
  [
    'word end before start',
    (e) => e.updateWord('l0', 0, { end: 10 }),
    'invalid-argument',
    'updateWord: end must be ≥ start 1000, got 10',
  ],
  [
    'split word char',
    (e) => e.splitWord('l0', 0, 5),
    'out-of-range',
    'splitWord: charIndex must be in 1..4 for "hello", got 5',
  ],
  [
    'merge last word',
    (e) => e.mergeWords('l0', 0),
    'out-of-range',
    'mergeWords: words 0..1 not found (the layer has 1 words)',
  ],
  [
    'z-order move',
    (e) => e.zOrder('up' as never, ['l0']),
    'invalid-argument',
    'zOrder: move must be one of forward, backward, front, back, got "up"',
  ],
  [
    'empty selection',
    (e) => e.bringToFront(),
    'invalid-argument',
    'zOrder: needs at least 1 layer, got 0',
  ],
  [
    'distribute two',
    (e) => e.distribute('horizontal', ['l0', 'l1']),
    'invalid-argument',
    'distribute: needs at least 3 layers, got 2',
  ],
  [
    'align edge',
    (e) => e.align('diagonal' as never, ['l0', 'l1']),
    'invalid-argument',
    'align: edge must be one of left, center, right, top, middle, bottom, got "diagonal"',
  ],
  ['paste not JSON', (e) => e.paste('{oops'), 'invalid-json', 'paste: clipboard is not JSON'],
  [
    'paste non-object layer',
    (e) => e.paste('[1]'),
    'invalid-json',
    'paste: clipboard layer 0 must be an object, got 1',
  ],
  [
    'reorder index',
    (e) => e.reorderLayer('l0', 2),
    'out-of-range',
    'reorderLayer: index must be in 0..1, got 2',
  ],
  [
    'reorder track',
    (e) => e.reorderTrack(0, -1),
    'out-of-range',
    'reorderTrack: index must be in 0..1, got -1',
  ],
  [
    'unknown command',
    (e) => e.run('explode', {}),
    'unknown-command',
    'explode: unknown command "explode"',
  ],
  [
    'args not an object',
    (e) => e.run('setGeometry', null as never),
    'invalid-argument',
    'setGeometry: arguments must be an object, got null',
  ],
]

describe('invalid commands', () => {
  it.each(cases)('%s: throws a typed error and changes nothing', (_name, act, code, message) => {
    const editor = fixture()
    const document = editor.document
    const depth = editor.historyDepth
    let error: unknown
    try {
      act(editor)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EditorCommandError)
    const commandError = error as EditorCommandError
    expect(commandError.code).toBe(code)
    expect(commandError.message.startsWith(message)).toBe(true)
    expect(commandError.message.startsWith(`${commandError.command}: `)).toBe(true)
    expect(editor.document).toBe(document)
    expect(editor.historyDepth).toEqual(depth)
    editor.undo()
    expect(editor.layer('l0').y).toBe(0)
  })
})
